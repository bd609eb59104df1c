import { expect, test } from "@playwright/test";
import { E2E_ADMIN, signIn } from "../support/staff";
import { joinWaitlist } from "../support/waitlist";

test("the audit log lists staff actions, filters by action in the URL and pages by cursor", async ({
  page,
  request,
}, testInfo) => {
  // A failed sign-in with an address that has no account: listed as "unknown", the address not kept.
  const stranger = `stranger.${testInfo.project.name}.${Date.now()}@example.in`;
  const failed = await request.post("/api/v1/auth/login", {
    headers: { "x-requested-with": "stashd" },
    data: { email: stranger, password: "not the password" },
  });
  expect(failed.status()).toBe(401);

  // Its own sign-in, so that a "Signed in" entry is among the newest.
  await signIn(page, "/admin/audit", { ownSession: true });
  await expect(page.getByRole("heading", { level: 1, name: "Audit log" })).toBeVisible();
  const entries = page.getByRole("list", { name: "Audit entries" }).getByRole("listitem");
  await expect(entries.filter({ hasText: "Signed in" }).filter({ hasText: E2E_ADMIN.email }).first()).toBeVisible();

  await page.getByLabel("Action").selectOption({ label: "Failed sign-in" });
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/action=auth\.sign_in_failed/);
  await expect(entries.first()).toContainText("Failed sign-in");
  await expect(entries.filter({ hasText: "Signed in" })).toHaveCount(0);
  await expect(page.getByRole("list", { name: "Audit entries" })).not.toContainText(stranger);
  await expect(entries.filter({ hasText: "unknown" }).first()).toBeVisible();

  // A reload keeps the view (it lives in the URL), and paging follows the server's cursor.
  await page.goto("/admin/audit?limit=1");
  await expect(entries).toHaveCount(1);
  const newest = await entries.first().getAttribute("data-entry-id");
  await page.getByRole("link", { name: "Older entries" }).click();
  await expect(page).toHaveURL(/cursor=/);
  await expect(entries).toHaveCount(1);
  await expect(entries.first()).not.toHaveAttribute("data-entry-id", newest ?? "");
  await page.reload();
  await expect(entries).toHaveCount(1);
  await page.getByRole("link", { name: "Newest entries" }).click();
  await expect(page).not.toHaveURL(/cursor=/);

  await page.goto("/admin/audit?action=nonsense");
  await expect(page.getByRole("alert")).toContainText("does not know");
});

test("each audit entry reads as a sentence, links its person and keeps the raw detail folded", async ({
  page,
}, testInfo) => {
  const email = `audit.words.${testInfo.project.name}.${Date.now()}@example.in`;
  await signIn(page, "/admin/audit");
  await expect(page.getByRole("heading", { level: 1, name: "Audit log" })).toBeVisible();
  const entryId = await joinWaitlist(page.request, { name: "Audit Words", email });
  const invite = await page.request.post("/api/v1/invites", {
    headers: { "x-requested-with": "stashd" },
    // The entry never confirmed: inviting it is the founder's explicit choice.
    data: { name: "Audit Words", email, source: "survey", surveyResponseId: entryId, allowUnconfirmed: true },
  });
  expect(invite.status(), await invite.text()).toBe(201);

  await page.goto("/admin/audit?action=invite.created");
  const entry = page
    .getByRole("list", { name: "Audit entries" })
    .getByRole("listitem")
    .filter({ has: page.locator(`a[href$="survey=${entryId}"]`) });
  await expect(entry).toContainText("Invited a person from the waitlist");
  await expect(entry).toContainText(`by ${E2E_ADMIN.email}`);
  // The raw record waits behind a disclosure instead of filling the row with JSON.
  const raw = entry.getByText(/"mailFailed"/);
  await expect(raw).toBeHidden();
  await entry.getByText("Raw detail").click();
  await expect(raw).toBeVisible();
  await entry.getByRole("link", { name: "Open their waitlist entry" }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/invite-form\\?survey=${entryId}$`));
});
