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

/**
 * With the page signed in as staff: creates a manual invite for the person and opens its onboarding link,
 * as the invitee would from the e-mail (page.request shares the signed-in browser's cookies).
 */
export async function openOnboardingAsInvitee(page: Page, person: { email: string; name: string }) {
  const created = await page.request.post("/api/v1/invites", {
    headers: { "x-requested-with": "stashd" },
    data: { email: person.email, name: person.name },
  });
  expect(created.status()).toBe(201);
  await page.goto((await created.json()).onboardingLink);
  await expect(page.getByRole("heading", { name: `Welcome, ${person.name}` })).toBeVisible();
}
