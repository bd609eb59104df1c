import { expect, test } from "@playwright/test";
import { recordDomViolations, watchViolations } from "../support/csp";
import { PUBLIC_ROUTES, waitForHydration } from "../support/site";
import { openOnboardingAsInvitee, signIn } from "../support/staff";
import { uniquePerson } from "../support/unique";

test("every public page loads and hydrates under the strict CSP without a violation", async ({ page }) => {
  // Fifteen page loads with hydration: more than one page's budget on a busy machine.
  test.setTimeout(120_000);
  const violations = watchViolations(page);
  await recordDomViolations(page);
  for (const { path, heading } of [...PUBLIC_ROUTES, { path: "/no-such-page", heading: "" }]) {
    const response = await page.goto(path);
    const policy = (await response?.headerValue("content-security-policy")) ?? "";
    expect(policy, path).toMatch(/script-src 'self'( 'sha256-[^']+')*;/);
    expect(policy).not.toMatch(/script-src[^;]*unsafe/);
    if (heading) await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    await waitForHydration(page);
  }
  // Client-side navigation too: a link click loads the next route's data and code.
  await page.goto("/");
  await waitForHydration(page);
  await page.locator('footer a[href="/faq"]').click();
  await expect(page.getByRole("heading", { level: 1, name: "Frequently asked questions" })).toBeVisible();
  expect(violations).toEqual([]);
});

test("the admin and the onboarding page work under the strict CSP without a violation", async ({ page }, testInfo) => {
  const violations = watchViolations(page);
  await recordDomViolations(page);
  await signIn(page, "/admin");
  await expect(page.getByRole("heading", { name: "User Admin Dashboard" })).toBeVisible();
  for (const path of ["/admin/waitlist", "/admin/invites", "/admin/trending"]) {
    await page.goto(path);
    await expect(page.locator("main")).toBeVisible();
  }
  await openOnboardingAsInvitee(page, uniquePerson(testInfo, "Csp"));
  expect(violations).toEqual([]);
});
