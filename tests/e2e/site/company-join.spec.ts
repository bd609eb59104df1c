import { expect, test } from "@playwright/test";
import { ABOUT_JOIN, COMPANY_JOIN, SUSTAINABILITY_JOIN, VALUES_JOIN } from "../../../app/content/join";

const COMPANY_PAGES = [
  { path: "/company", join: COMPANY_JOIN },
  { path: "/company/about", join: ABOUT_JOIN },
  { path: "/company/values", join: VALUES_JOIN },
  { path: "/company/sustainability", join: SUSTAINABILITY_JOIN },
];

for (const { path, join } of COMPANY_PAGES) {
  test(`${path} ends with a way to join`, async ({ page }) => {
    await page.goto(path);
    const last = page.locator("main > section").last();
    await expect(last.getByRole("heading", { level: 2 })).toHaveText(join.heading);
    await expect(last).toContainText(join.lead);
    await last.getByRole("button", { name: "Get started" }).click();
    await expect(page.getByRole("dialog", { name: "Get Started" })).toBeVisible();
  });
}
