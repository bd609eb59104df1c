import { expect, test } from "@playwright/test";
import { signIn } from "../support/staff";

const PAGES = [
  { path: "/admin/dashboard", heading: "User Admin Dashboard" },
  { path: "/admin/waitlist", heading: /waitlist/i },
  { path: "/admin/invites", heading: /invites/i },
  { path: "/admin/invite-form", heading: /invite/i },
  { path: "/admin/trending", heading: "Lead Funnel Overview" },
  { path: "/admin/hubs", heading: /hubs/i },
  { path: "/admin/audit", heading: /audit/i },
  { path: "/admin/grievances", heading: "Grievances" },
  { path: "/admin/retention", heading: "Retention" },
  { path: "/admin/breaches", heading: "Breaches" },
  { path: "/admin/staff", heading: "Staff" },
  { path: "/admin/account", heading: "Your account" },
  { path: "/admin/security", heading: "Security" },
];

test("no admin page scrolls sideways on a 390 px phone @mobile-only", async ({ page }) => {
  await signIn(page, "/admin/dashboard");
  // Signing in hashes a password: slow on a busy machine.
  await expect(page.getByRole("heading", { level: 1, name: "User Admin Dashboard" })).toBeVisible({ timeout: 20_000 });
  for (const { path, heading } of PAGES) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    // Let late sections (charts, tables) render before measuring.
    await page.waitForLoadState("networkidle", { timeout: 5_000 }).catch(() => undefined);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, `${path} is ${width} px wide`).toBeLessThanOrEqual(390);
  }
});

test("the admin menu fits one row on a phone and opens every page @mobile-only", async ({ page }) => {
  await signIn(page, "/admin/dashboard");
  const signOut = page.getByRole("button", { name: "Sign out" });
  await expect(signOut).toBeVisible({ timeout: 20_000 });
  // One row: the brand, the menu and Sign out sit side by side, not on two or three rows of links.
  const menu = page.locator("summary", { hasText: "Menu" });
  const middle = async (box: { boundingBox(): Promise<{ y: number; height: number } | null> }) => {
    const b = await box.boundingBox();
    return (b?.y ?? 0) + (b?.height ?? 0) / 2;
  };
  const row = await middle(menu);
  expect(Math.abs((await middle(signOut)) - row)).toBeLessThan(8);
  expect(Math.abs((await middle(page.getByRole("link", { name: /^Stashd/ }))) - row)).toBeLessThan(8);
  await menu.click();
  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Hubs" }).click();
  await expect(page).toHaveURL(/\/admin\/hubs$/);
  await expect(page.getByRole("navigation", { name: "Admin" })).toBeHidden();
});
