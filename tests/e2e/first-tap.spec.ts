import { expect, type Page, test } from "@playwright/test";
import { uniqueEmail } from "./support/unique";
import { fillRequired } from "./waitlist-helpers";

/**
 * A visitor on a phone taps the moment the page has loaded, before the page's JavaScript has started
 * React: each control must do what it shows on that first tap. Nothing here waits for hydration.
 */
test.describe("a phone visitor's first tap", { tag: "@mobile-only" }, () => {
  const hydrated = (page: Page) => page.evaluate(() => document.documentElement.dataset.stashdHydrated !== undefined);
  const visiblePlans = (page: Page) => page.getByRole("list", { name: "Plans" }).getByRole("listitem");
  /** Holds the app's code back until the test releases it, so that "before React" lasts as long as needed. */
  async function holdReact(page: Page) {
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/.*\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    return release;
  }

  test("the pricing toggle shows the prices it says, and keeps them once React starts", async ({ page }) => {
    await page.goto("/pricing");
    await page.getByText("Pay as you go", { exact: true }).tap();
    await expect(page.getByRole("radio", { name: "Pay as you go" })).toBeChecked();
    await expect(visiblePlans(page).first()).toContainText("Storage fee");
    await expect(visiblePlans(page).first()).toContainText("₹200");
    await expect(page.getByText("₹1,500 / month")).toBeHidden();
    // A later press on any button starts React; the pick stands and reaches the address.
    await page.getByRole("button", { name: "Open menu" }).tap();
    await expect.poll(() => hydrated(page)).toBe(true);
    await expect(page).toHaveURL(/\?mode=payg$/);
    await expect(page.getByRole("radio", { name: "Pay as you go" })).toBeChecked();
    await expect(visiblePlans(page).first()).toContainText("₹200");
    await page.getByText("Subscription", { exact: true }).tap();
    await expect(visiblePlans(page).first()).toContainText("₹1,500");
    await expect(page).not.toHaveURL(/mode=/);
  });

  test("on a shared pay-as-you-go link, a mode picked before React stands", async ({ page }) => {
    const startReact = await holdReact(page);
    // The address's state starts React at once, so its held code holds the load event back too.
    await page.goto("/pricing?mode=payg", { waitUntil: "domcontentloaded" });
    await page.getByText("Pay as you go", { exact: true }).tap();
    await page.getByText("Subscription", { exact: true }).tap();
    startReact();
    await expect.poll(() => hydrated(page)).toBe(true);
    await expect(page).not.toHaveURL(/mode=/);
    await expect(page.getByRole("radio", { name: "Subscription" })).toBeChecked();
    await expect(visiblePlans(page).first()).toContainText("₹1,500");
  });

  test("the fee table opens and closes on its button", async ({ page }) => {
    await page.goto("/pricing");
    const table = page.getByRole("table");
    await page.getByText("View Service Fees").tap();
    await expect(table).toBeVisible();
    await expect(table).toContainText("₹25/km from the CBD");
    await page.getByText("Hide Service Fees").tap();
    await expect(table).toBeHidden();
  });

  test("a FAQ question opens its answer", async ({ page }) => {
    await page.goto("/faq");
    await page.getByText("How much notice do you need to deliver my stash to a hotel?").tap();
    await expect(page.getByText("At least 8 hours. Book by 10 pm")).toBeVisible();
  });

  test("a tapped With/Without card is the marked one", async ({ page }) => {
    await page.goto("/forwhom/nri");
    const ring = (id: string) => page.getByTestId(id).evaluate((card) => getComputedStyle(card).boxShadow);
    const unmarked = await ring("card-without");
    await page.getByTestId("card-without").tap();
    await expect.poll(() => ring("card-without")).not.toBe(unmarked);
  });

  test("the menu opens on the first tap, before React, and React keeps it working", async ({ page }) => {
    await page.goto("/");
    const startReact = await holdReact(page);
    const menu = page.locator("#mobile-menu");
    await page.getByRole("button", { name: "Open menu" }).tap();
    await expect(menu).toBeVisible();
    await expect(page.getByRole("button", { name: "Close menu" })).toBeVisible();
    startReact();
    await expect.poll(() => hydrated(page)).toBe(true);
    await menu.getByRole("button", { name: "Services" }).tap();
    await expect(menu.getByRole("link", { name: "Wardrobe Stash" })).toBeVisible();
    await page.getByRole("button", { name: "Close menu" }).tap();
    await expect(menu).toBeHidden();
  });

  test("'Get started' opens its panel at once; the form follows and signs the visitor up", async ({
    page,
  }, testInfo) => {
    await page.goto("/");
    const startReact = await holdReact(page);
    await page.getByRole("button", { name: "Get started", exact: true }).first().tap();
    const dialog = page.getByRole("dialog", { name: "Get Started" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("status")).toHaveText("Loading the form…");
    await expect(dialog.getByRole("button", { name: "Close" })).toBeFocused();
    startReact();
    await fillRequired(page, uniqueEmail(testInfo, "first.tap"));
    // A preferred-city chip: highlighted on its first tap.
    await dialog.getByRole("button", { name: "Pune" }).tap();
    await expect(dialog.getByRole("button", { name: "Pune" })).toHaveAttribute("aria-pressed", "true");
    await dialog.getByRole("button", { name: "Join the waitlist" }).tap();
    await expect(dialog.getByRole("status")).toContainText("Almost there: check your e-mail");
  });

  test("'Get Invited' opened before React is the dialog React keeps; closing it early keeps it closed", async ({
    page,
  }) => {
    await page.goto("/");
    const startReact = await holdReact(page);
    await page.getByRole("button", { name: "Get Invited", exact: true }).tap();
    const shell = page.getByRole("dialog", { name: "Get Invited" });
    await expect(shell).toBeVisible();
    await shell.getByRole("button", { name: "Close" }).tap();
    await expect(shell).toBeHidden();
    startReact();
    await expect.poll(() => hydrated(page)).toBe(true);
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });
});
