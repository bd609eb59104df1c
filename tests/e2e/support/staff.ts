import { expect, type Page } from "@playwright/test";

/** The account scripts/e2e-server.mjs creates through ADMIN_EMAIL / ADMIN_PASSWORD. */
export const E2E_ADMIN = { email: "admin@stashd.test", password: "e2e admin password" };

export async function signIn(page: Page, next = "/admin") {
  await page.goto(next);
  await expect(page).toHaveURL(/\/admin\/login/);
  await page.getByLabel("Email").fill(E2E_ADMIN.email);
  await page.getByLabel("Password").fill(E2E_ADMIN.password);
  await page.getByRole("button", { name: "Sign in" }).click();
}
