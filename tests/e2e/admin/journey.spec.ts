import { expect, type Page, test } from "@playwright/test";
import { onboardingLinkIn, waitForMail } from "../support/mail";
import { signIn } from "../support/staff";
import { uniquePerson } from "../support/unique";
import { joinWaitlist } from "../support/waitlist";

async function count(page: Page, card: string) {
  const value = page.getByRole("region", { name: card }).getByText(/^\d[\d,]*$/);
  await expect(value).toBeVisible();
  return Number(((await value.textContent()) ?? "").replace(/,/g, ""));
}

test("a new member of staff invites a waitlist entry who then signs up @db", async ({ page, request }, testInfo) => {
  const person = uniquePerson(testInfo, "Ira");
  await joinWaitlist(request, person);

  await signIn(page, "/admin");
  await expect(page.getByRole("heading", { name: "User Admin Dashboard" })).toBeVisible();
  expect(await count(page, "Total Waitlist")).toBeGreaterThanOrEqual(1);
  const accountsBefore = await count(page, "Total Users Signed Up");
  await expect(page.getByRole("link", { name: "Back to Site" })).toHaveAttribute("href", "/");
  await expect(page.getByRole("link", { name: "View Trends" })).toHaveAttribute("href", "/admin/trending");

  await page.getByRole("button", { name: "View Waitlist" }).click();
  const row = page.getByRole("row").filter({ hasText: person.email });
  await expect(row).toContainText("Kapoor & Co");
  await expect(row).toContainText("Mumbai");
  await expect(row).toContainText(/\d{1,2} \w{3} \d{4}, \d{1,2}:\d{2} [ap]m IST/);
  await row.getByRole("button", { name: `Extend Invite to ${person.name}` }).click();

  const dialog = page.getByRole("dialog", { name: "Extend Invite" });
  await expect(dialog.getByLabel("Email")).toHaveValue(person.email);
  await expect(dialog.getByLabel("Name")).toHaveValue(person.name);
  // They joined without confirming: the founder sees it and chooses to invite them anyway.
  await expect(dialog).toContainText("They have not confirmed their address");
  await dialog.getByRole("checkbox", { name: "Invite although not confirmed" }).check();
  await dialog.getByRole("button", { name: "Send Invite" }).click();

  await expect(page.getByRole("alert").filter({ hasText: "Invite sent!" })).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row.getByRole("button", { name: "Invite Sent" })).toBeDisabled();

  const link = onboardingLinkIn(await waitForMail(person.email, /onboarding\?invite=/));
  await page.goto(link);
  await expect(page.getByRole("heading", { name: `Welcome, ${person.name}` })).toBeVisible();
  await expect(page.getByText(person.email)).toBeVisible();
  // Shown grouped, as the site shows every phone number.
  await expect(page.getByLabel("Phone")).toHaveValue("+91 98765 43210");
  await expect(page.getByRole("link", { name: "pilot terms" })).toHaveAttribute("href", "/terms");
  await page.getByLabel(/I accept the pilot terms/).check();
  await page.getByRole("button", { name: "Complete signup" }).click();
  await expect(page.getByRole("heading", { name: `You're in, ${person.name}!` })).toBeVisible();
  // A clear next step: what happens now and whom to write to.
  await expect(page.getByText(/Within 2 working days our concierge team writes to/)).toBeVisible();
  await expect(page.getByRole("link", { name: /@/ })).toHaveAttribute("href", /^mailto:/);

  await page.goto("/admin");
  await expect.poll(() => count(page, "Total Users Signed Up")).toBeGreaterThanOrEqual(accountsBefore + 1);

  // The used link now explains itself instead of offering the form again.
  await page.goto(link);
  await expect(page.getByText(/already been used/)).toBeVisible();
  await expect(page.getByRole("button", { name: "Complete signup" })).toHaveCount(0);
});
