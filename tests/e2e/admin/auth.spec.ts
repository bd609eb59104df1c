import { expect, test } from "@playwright/test";
import { E2E_ADMIN, signIn } from "../support/staff";

test("a signed-out visit goes to sign-in and back to the page asked for @db", async ({ page }) => {
  // Its own session: signing out ends it, and the other tests share theirs.
  await signIn(page, "/admin/invites", { ownSession: true });
  await expect(page).toHaveURL(/\/admin\/invites$/);
  await expect(page.getByText(E2E_ADMIN.email)).toBeVisible();

  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await page.goto("/admin/dashboard");
  await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin%2Fdashboard/);
});

test("a wrong password says so without saying which part was wrong", async ({ page }) => {
  await page.goto("/admin/login");
  await page.getByLabel("Email").fill(E2E_ADMIN.email);
  await page.getByLabel("Password").fill("definitely not it");
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page.getByRole("alert")).toHaveText("Email or password is incorrect");
  await expect(page.getByLabel("Password")).toHaveValue("definitely not it");
});
