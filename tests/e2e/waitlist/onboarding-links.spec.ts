import { expect, test } from "@playwright/test";

test("an unknown invite gets a clear message and no form", async ({ page }) => {
  await page.goto("/onboarding?invite=not-a-real-invite");
  await expect(page.getByRole("heading", { name: "This invite link cannot be used" })).toBeVisible();
  await expect(page.getByText(/could not find this invite/)).toBeVisible();
  await expect(page.getByRole("button", { name: "Complete signup" })).toHaveCount(0);
});

test("a link without its invite code says so", async ({ page }) => {
  await page.goto("/onboarding");
  await expect(page.getByText(/missing its invite code/)).toBeVisible();
});
