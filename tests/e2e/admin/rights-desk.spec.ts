import { expect, test } from "@playwright/test";
import { expectNoViolations } from "../support/axe";
import { personalLinkIn, waitForMail } from "../support/mail";
import { signIn } from "../support/staff";
import { uniquePerson } from "../support/unique";

test("a grievance raised on the personal page is acknowledged, answered from the admin, and reaches the person", async ({
  page,
  request,
}, testInfo) => {
  const person = uniquePerson(testInfo, "Grievance");
  const joined = await request.post("/api/v1/survey_responses", {
    data: { ...person, phone: "+919876543210", homeCity: "Bangalore", ageConfirmed: true },
  });
  expect(joined.status()).toBe(201);
  await page.goto(personalLinkIn(await waitForMail(person.email, /Confirm your spot/)));

  // "Download my data": the same as the file, readable on the page.
  await page.getByRole("button", { name: "Download my data" }).click();
  await expect(page.getByText("Your entry, field by field")).toBeVisible();
  await expect(page.getByText(person.email).first()).toBeVisible();
  await expect(page.getByText("Our e-mail relay:")).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath(`your-data-${testInfo.project.name}.png`), fullPage: true });
  await expectNoViolations(page);

  await page.getByLabel("What went wrong").fill("You sent my confirmation twice; please check what you keep.");
  await page.getByRole("button", { name: "Send my grievance" }).click();
  const status = page.getByText(/Your reference is G-[0-9A-Z]{8}/);
  await expect(status).toBeVisible();
  const reference = /G-[0-9A-Z]{8}/.exec((await status.textContent()) ?? "")?.[0] ?? "";
  await waitForMail(person.email, new RegExp(`We have your grievance \\(${reference}\\)`));

  await signIn(page, "/admin/grievances");
  const card = page.getByRole("article", { name: reference });
  await expect(card).toBeVisible({ timeout: 20_000 });
  await expect(card.getByText("open", { exact: true })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath(`grievances-${testInfo.project.name}.png`) });
  await expectNoViolations(page);
  const answer = `Checked: one confirmation was sent twice by a retry (${testInfo.project.name}).`;
  await card.getByLabel("Write the answer").fill(answer);
  await card.getByRole("button", { name: "Send the answer" }).click();
  await expect(card.getByText("Answer sent to the person and kept with the case.")).toBeVisible();
  await expect(card.getByText("answered", { exact: true })).toBeVisible();
  await expect(card.getByText(answer)).toBeVisible();
  const mail = await waitForMail(person.email, /Our answer to your grievance/);
  expect(mail.decoded).toContain(answer);
});

test("an owner records a breach drill: the clock shows on the dashboard, the report downloads, and nothing is sent", async ({
  page,
}, testInfo) => {
  await signIn(page, "/admin/breaches");
  await expect(page.getByRole("heading", { level: 1, name: "Breaches" })).toBeVisible({ timeout: 20_000 });
  const what = `Drill ${testInfo.project.name}: a laptop with a waitlist export was left in a taxi.`;
  await page.getByLabel("Found at (India time)").fill("2026-11-28T09:30");
  await page.getByLabel("What happened").fill(what);
  await page.getByLabel("email", { exact: true }).check();
  await page.getByLabel("This is a drill: do everything but send").check();
  await page.getByRole("button", { name: "Record the breach" }).click();
  await expect(page.getByText(/(person|people) affected\. The report is drafted below\./)).toBeVisible();

  const card = page.getByRole("article").filter({ hasText: what });
  await expect(card.getByText("Drill", { exact: true })).toBeVisible();
  await expect(card.getByText(/Report to the Data Protection Board (due in|overdue by)/)).toBeVisible();
  const download = page.waitForEvent("download");
  await card.getByRole("link", { name: "Download the Board's report" }).click();
  const report = await (await download).path();
  expect(report).toBeTruthy();

  await card.getByRole("button", { name: "Tell the people" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Rehearse" }).click();
  await expect(card.getByText(/Drill: [\d,]+ of [\d,]+ notices prepared, none sent\./)).toBeVisible({
    timeout: 15_000,
  });
  await page.screenshot({ path: testInfo.outputPath(`breaches-${testInfo.project.name}.png`), fullPage: true });
  await expectNoViolations(page);

  await page.goto("/admin/dashboard");
  await expect(
    page
      .getByRole("region", { name: "Rights desk" })
      .getByText(/Breach drill found/)
      .first(),
  ).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath(`dashboard-${testInfo.project.name}.png`) });
  await page.goto("/admin/retention");
  await expect(page.getByRole("heading", { name: "In the next 30 days" })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath(`retention-${testInfo.project.name}.png`), fullPage: true });
});
