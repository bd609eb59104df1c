import { expect, test } from "@playwright/test";
import { E2E_ADMIN, signIn } from "./support/staff";

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

  await signIn(page, "/admin/audit");
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
