import fs from "node:fs";
import { expect, type Page, test } from "@playwright/test";
import { waitForMail } from "../support/mail";
import { signIn } from "../support/staff";
import { timeInLetters, uniquePerson } from "../support/unique";
import { joinWaitlist } from "../support/waitlist";

/** A search term only this test's people match (the list's search needs three characters or more). */
function tagFor(testInfo: { project: { name: string }; workerIndex: number }, label: string) {
  return `${label}${testInfo.project.name}${timeInLetters()}${testInfo.workerIndex}`.toLowerCase();
}

/** The list narrowed to one test's people; they joined without confirming, so the view asks for the unconfirmed. */
async function openWaitlist(page: Page, q: string, view = "&confirmed=false") {
  await signIn(page, `/admin/waitlist?q=${q}${view}`);
  // Sign-in hashes the password at production cost: slow on a busy machine.
  await expect(page.getByRole("heading", { level: 1, name: "Waitlist" })).toBeVisible({ timeout: 15_000 });
}

test("export downloads the filtered waitlist as UTF-8 CSV with formulas neutralised @desktop-only", async ({
  page,
  request,
}, testInfo) => {
  const tag = tagFor(testInfo, "exp");
  const person = { name: `Anaya Iyer ${tag}`, email: `${tag}@example.in` };
  await joinWaitlist(request, person, { company: "=2+3" });
  await joinWaitlist(request, { name: `Other ${tag}x`, email: `${tag}x@example.in` });
  await openWaitlist(page, tag);

  const link = page.getByRole("link", { name: "Export CSV" });
  await expect(link).toHaveAttribute("href", new RegExp(`/api/v1/survey_responses/export\\.csv\\?.*q=${tag}`));
  const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
  expect(download.suggestedFilename()).toMatch(/^stashd-waitlist-\d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = fs.readFileSync((await download.path()) ?? "");
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.toString("utf8").slice(1).trimEnd().split("\r\n");
  expect(lines[0]).toBe(
    "Entry id,Name,Email,Phone,Company,Trips per month,Home city,Preferred cities,Invite status,Joined (India time),UTM source,UTM medium,UTM campaign",
  );
  expect(lines).toHaveLength(3);
  const row = lines.find((line) => line.includes(person.email));
  expect(row).toContain(`Anaya Iyer ${tag}`);
  expect(row).toContain(",'=2+3,");
  expect(row).toContain(",+919876543210,");
});

test("bulk invite: the selected rows, then all matching, with progress and a sent/skipped/failed summary @desktop-only", async ({
  page,
  request,
}, testInfo) => {
  const tag = tagFor(testInfo, "bulk");
  const people = ["a", "b", "c"].map((letter) => ({
    name: `Bulk ${letter} ${tag}`,
    email: `${tag}.${letter}@example.in`,
  }));
  for (const person of people) await joinWaitlist(request, person);
  await openWaitlist(page, tag);
  const rows = page.getByRole("row").filter({ hasText: tag });
  await expect(rows).toHaveCount(3);

  // One ticked row.
  await page.getByRole("checkbox", { name: `Select ${people[0]?.name}` }).check();
  await expect(page.getByText("1 selected")).toBeVisible();
  await page.getByRole("button", { name: "Invite selected (1)" }).click();
  await page
    .getByRole("alertdialog")
    .getByRole("checkbox", { name: "Invite people who have not confirmed too" })
    .check();
  await page.getByRole("alertdialog").getByRole("button", { name: "Send invites" }).click();
  const progress = page.getByRole("region", { name: "Bulk invite" });
  await expect(progress.getByRole("heading", { name: "Bulk invite finished" })).toBeVisible({ timeout: 15_000 });
  await expect(progress.getByRole("status")).toContainText(
    "1 sent · 0 skipped (already invited or signed up) · 0 failed",
  );
  await waitForMail(people[0]?.email ?? "");
  await expect(
    rows.filter({ hasText: people[0]?.email ?? "" }).getByRole("button", { name: "Invite Sent" }),
  ).toBeVisible();
  await progress.getByRole("button", { name: "Dismiss" }).click();

  // Everyone the search matches who can still be invited: the one already invited is not counted.
  await page.getByRole("button", { name: "Invite all 2 matching" }).click();
  await expect(page.getByRole("alertdialog")).toContainText("Invite 2 people matching this filter?");
  await page
    .getByRole("alertdialog")
    .getByRole("checkbox", { name: "Invite people who have not confirmed too" })
    .check();
  await page.getByRole("alertdialog").getByRole("button", { name: "Send invites" }).click();
  await expect(progress.getByRole("progressbar")).toBeVisible();
  await expect(progress.getByRole("heading", { name: "Bulk invite finished" })).toBeVisible({ timeout: 15_000 });
  await expect(progress.getByRole("status")).toContainText(
    "2 sent · 0 skipped (already invited or signed up) · 0 failed",
  );
  await waitForMail(people[2]?.email ?? "");
  await expect(rows.getByRole("button", { name: "Invite Sent" })).toHaveCount(3);
  await expect(page.getByRole("button", { name: "Invite all 0 matching" })).toBeDisabled();
});

test("without a Confirmed filter, invite-all and export cover confirmed people only, and say so @desktop-only", async ({
  page,
  request,
}, testInfo) => {
  const tag = tagFor(testInfo, "conf");
  await joinWaitlist(request, { name: `Unconfirmed ${tag}`, email: `${tag}@example.in` });
  await openWaitlist(page, tag, "");
  await expect(page.getByRole("row").filter({ hasText: tag })).toHaveCount(1);
  const link = page.getByRole("link", { name: "Export CSV (confirmed only)" });
  await expect(link).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
  expect(fs.readFileSync((await download.path()) ?? "", "utf8")).not.toContain(tag);
  // The one person is unconfirmed: nobody to invite, and the button says whom it counts.
  await expect(page.getByRole("button", { name: "Invite all 0 confirmed matching" })).toBeDisabled();
});

test("inviting more than 5,000 asks for the number typed; a running bulk invite can be cancelled @desktop-only", async ({
  page,
  request,
}, testInfo) => {
  const tag = tagFor(testInfo, "big");
  await joinWaitlist(request, { name: `Big ${tag}`, email: `${tag}@example.in` });
  // A list this large is not built in a browser test: the count and the job are answered here instead.
  let job = { id: "job-e2e", kind: "bulk-invite", status: "running", total: 12_500, sent: 0, skipped: 0, failed: 0 };
  const answer = (extra = {}) => ({
    json: { error: null, createdAt: new Date().toISOString(), finishedAt: null, ...job, ...extra },
  });
  await page.route("**/api/v1/invites/bulk/count?*", (route) =>
    route.fulfill({ json: { invitable: 12_500, planned: 0, plannedCities: [], unconfirmed: 0 } }),
  );
  await page.route("**/api/v1/invites/bulk", (route) =>
    route.fulfill({ status: 202, ...answer({ status: "queued" }) }),
  );
  await page.route("**/api/v1/jobs/job-e2e", (route) => {
    if (job.status === "running") job = { ...job, sent: job.sent + 100 };
    return route.fulfill(answer());
  });
  let cancelled = false;
  await page.route("**/api/v1/jobs/job-e2e/cancel", (route) => {
    cancelled = true;
    job = { ...job, status: "cancelled" };
    return route.fulfill(answer({ finishedAt: new Date().toISOString() }));
  });
  await openWaitlist(page, tag);

  await page.getByRole("button", { name: "Invite all 12,500 matching" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Invite 12,500 people matching this filter?" });
  const send = dialog.getByRole("button", { name: "Send invites" });
  await expect(send).toBeDisabled();
  await dialog.getByLabel("Type 12,500 to confirm").fill("1250");
  await expect(send).toBeDisabled();
  await dialog.getByLabel("Type 12,500 to confirm").fill("12500");
  await send.click();

  const progress = page.getByRole("region", { name: "Bulk invite" });
  await expect(progress.getByRole("heading", { name: /Inviting… [1-9]/ })).toBeVisible();
  await progress.getByRole("button", { name: "Cancel" }).click();
  await expect(progress.getByRole("heading", { name: "Bulk invite cancelled" })).toBeVisible();
  await expect(progress.getByRole("status")).toContainText("Nobody else will be invited by this job.");
  expect(cancelled).toBe(true);
  await expect(progress.getByRole("button", { name: "Dismiss" })).toBeVisible();
});

test("erasing a waitlist entry asks first, then removes the person", async ({ page, request }, testInfo) => {
  const tag = tagFor(testInfo, "erase");
  const person = uniquePerson(testInfo, "Erasable");
  await joinWaitlist(request, { name: `${person.name} ${tag}`, email: person.email });
  await openWaitlist(page, tag);
  const row = page.getByRole("row").filter({ hasText: person.email });
  await expect(row).toBeVisible();

  // Erase sits in the row's menu, never as a red button on every row.
  await expect(row.getByRole("button", { name: /^Erase / })).toBeHidden();
  await row.getByLabel(/^More for /).click();
  await row.getByRole("button", { name: /^Erase / }).click();
  const dialog = page.getByRole("alertdialog", { name: "Erase this person?" });
  await expect(dialog).toContainText(person.email);
  await expect(dialog.getByRole("button", { name: "Cancel" })).toBeFocused();
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(row).toBeVisible();

  await row.getByRole("button", { name: /^Erase / }).click();
  await dialog.getByRole("button", { name: "Erase" }).click();
  await expect(page.getByRole("status").filter({ hasText: "was erased." })).toBeVisible();
  await expect(row).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole("row").filter({ hasText: person.email })).toHaveCount(0);

  // The audit names the entry, not the person.
  await page.goto("/admin/audit?action=waitlist.erased");
  const entry = page.getByRole("list", { name: "Audit entries" }).getByRole("listitem").first();
  await expect(entry).toContainText("Waitlist entry erased");
  await expect(entry).not.toContainText(person.email);
});
