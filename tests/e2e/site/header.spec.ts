import { expect, type Page, test } from "@playwright/test";

const menuButton = (page: Page, name: string) =>
  page.getByRole("navigation", { name: "Main" }).getByRole("button", { name, exact: true });

// Each block runs only in its own Playwright project (see grepInvert in playwright.config.ts).
test.describe("desktop header menus", { tag: "@desktop-only" }, () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/");
  });

  test("a menu opens on hover with its links and side panel, and closes when the pointer leaves", async ({ page }) => {
    await menuButton(page, "Services").hover();
    await expect(menuButton(page, "Services")).toHaveAttribute("aria-expanded", "true");
    const panel = page.locator("[id]", { has: page.getByRole("link", { name: "Wardrobe Stash" }) }).last();
    await expect(page.getByRole("link", { name: "Fully Stashed Suitcase" }).first()).toBeVisible();
    await expect(page.getByText("Pressed and waiting", { exact: true })).toBeVisible();
    await expect(page.getByRole("link", { name: "See pricing" }).first()).toBeVisible();
    await expect(panel).toBeVisible();
    await page.mouse.move(640, 700);
    await expect(menuButton(page, "Services")).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByText("Pressed and waiting", { exact: true })).toBeHidden();
  });

  test("at most one menu is open: hovering another closes the first", async ({ page }) => {
    await menuButton(page, "Company").hover();
    await expect(menuButton(page, "Company")).toHaveAttribute("aria-expanded", "true");
    await menuButton(page, "For Whom").hover();
    await expect(menuButton(page, "For Whom")).toHaveAttribute("aria-expanded", "true");
    await expect(menuButton(page, "Company")).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByRole("button", { expanded: true })).toHaveCount(1);
  });

  test("Tab focuses a menu button without opening it; Enter toggles it like a click; Escape closes it", async ({
    page,
  }) => {
    await page.getByRole("link", { name: "Stashd home" }).focus();
    await page.keyboard.press("Tab");
    await expect(menuButton(page, "Company")).toBeFocused();
    await expect(menuButton(page, "Company")).toHaveAttribute("aria-expanded", "false");
    await page.keyboard.press("Enter");
    await expect(menuButton(page, "Company")).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "About", exact: true }).first()).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(menuButton(page, "Company")).toHaveAttribute("aria-expanded", "false");
    await expect(menuButton(page, "Company")).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(menuButton(page, "Company")).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Enter");
    await expect(menuButton(page, "Company")).toHaveAttribute("aria-expanded", "false");
    // Space does the same, and opening the next menu leaves only that one open.
    await page.keyboard.press("Tab");
    await page.keyboard.press("Space");
    await expect(menuButton(page, "Services")).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByRole("button", { expanded: true })).toHaveCount(1);
  });

  test("clicking toggles a menu; clicking the open one closes it; a link navigates", async ({ page }) => {
    // Enter on a focused button behaves like a click.
    await menuButton(page, "For Whom").focus();
    await page.keyboard.press("Enter");
    await expect(menuButton(page, "For Whom")).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Enter");
    await expect(menuButton(page, "For Whom")).toHaveAttribute("aria-expanded", "false");
    await menuButton(page, "For Whom").click();
    await expect(menuButton(page, "For Whom")).toHaveAttribute("aria-expanded", "true");
    await page.getByRole("link", { name: "NRIs visiting India" }).first().click();
    await expect(page).toHaveURL("/forwhom/nri");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Land for the wedding with hand luggage");
  });

  test("the hamburger is hidden on desktop", async ({ page }) => {
    await expect(page.getByRole("button", { name: "Open menu" })).toBeHidden();
  });
});

test.describe("mobile header", { tag: "@mobile-only" }, () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/");
  });

  test("the hamburger opens accordion sections, one at a time, without side panels", async ({ page }) => {
    await expect(page.getByRole("button", { name: "Company" })).toBeHidden();
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.locator("#mobile-menu");
    await expect(menu).toBeVisible();
    await menu.getByRole("button", { name: "Services" }).click();
    await expect(menu.getByRole("link", { name: "Wardrobe Stash" })).toBeVisible();
    await expect(page.getByText("Pressed and waiting", { exact: true })).toBeHidden();
    await menu.getByRole("button", { name: "Company" }).click();
    await expect(menu.getByRole("link", { name: "Our story" })).toBeVisible();
    await expect(menu.getByRole("link", { name: "Wardrobe Stash" })).toBeHidden();
    await expect(menu.getByRole("button", { expanded: true })).toHaveCount(1);
    // Clicking the open section closes it.
    await menu.getByRole("button", { name: "Company" }).click();
    await expect(menu.getByRole("button", { expanded: true })).toHaveCount(0);
  });

  test("a menu link navigates and closes the menu; Escape closes it too", async ({ page }) => {
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.locator("#mobile-menu");
    await menu.getByRole("button", { name: "For Whom" }).click();
    await menu.getByRole("link", { name: "Casual travellers" }).click();
    await expect(page).toHaveURL("/forwhom/casual");
    await expect(menu).toBeHidden();
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    // Escape with focus still on the hamburger closes it too, and focus stays on the hamburger.
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toBeFocused();
  });

  test("a tap outside the open menu closes it; so does navigating by other means", async ({ page }) => {
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.locator("#mobile-menu");
    await expect(menu).toBeVisible();
    await page.mouse.click(10, (page.viewportSize()?.height ?? 600) - 10);
    await expect(menu).toBeHidden();
    // Back to the previous page (no click in the menu at all).
    await page.getByRole("button", { name: "Open menu" }).click();
    await menu.getByRole("link", { name: "Pricing" }).click();
    await expect(page).toHaveURL("/pricing");
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(menu).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL("/");
    await expect(menu).toBeHidden();
  });
});

test("the footer has five columns, a mailto link and a working scroll-to-top button", async ({ page }) => {
  await page.goto("/pricing");
  const footer = page.getByRole("contentinfo");
  for (const heading of ["Company", "Services", "For Whom", "More", "Contact"]) {
    await expect(footer.getByRole("heading", { name: heading, exact: true })).toBeVisible();
  }
  await expect(footer.getByRole("link", { name: /@/ })).toHaveAttribute("href", /^mailto:.+@.+/);
  await footer.getByRole("button", { name: "Back to top" }).click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test("'Get Invited' in the header opens the invitation dialog", async ({ page }) => {
  await page.goto("/faq");
  await page.getByRole("banner").getByRole("button", { name: "Get Invited" }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
});
