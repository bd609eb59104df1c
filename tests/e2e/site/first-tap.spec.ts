import { expect, type Page, test } from "@playwright/test";
import { uniqueEmail } from "../support/unique";
import { cityChip, fillRequired } from "../support/waitlist-form";

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

  test("'Get started' shows the form on the tap: the name typed at once is kept when React starts", async ({
    page,
  }, testInfo) => {
    await page.goto("/");
    const startReact = await holdReact(page);
    await page.getByRole("button", { name: "Get started", exact: true }).first().tap();
    // No wait for anything: the next keys go to the first field.
    await page.keyboard.type("Asha Rao");
    const dialog = page.getByRole("dialog", { name: "Get Started" });
    await expect(dialog.getByLabel("Name")).toHaveValue("Asha Rao");
    await expect(dialog.getByLabel("Name")).toBeFocused();
    await dialog.getByLabel("Email").fill(uniqueEmail(testInfo, "first.tap"));
    await dialog.getByLabel("Phone").fill("98765 43210");
    await dialog.getByLabel("Home city").selectOption("Bangalore");
    // A preferred-city chip: ticked on its first tap, before React too.
    await cityChip(dialog, "Pune").tap();
    await expect(dialog.getByRole("checkbox", { name: /Pune/ })).toBeChecked();
    await dialog.getByRole("checkbox", { name: /^Keep my entry to invite me/ }).check();
    await dialog.getByRole("checkbox", { name: "I am 18 or older" }).check();
    expect(await hydrated(page)).toBe(false);

    startReact();
    await expect.poll(() => hydrated(page)).toBe(true);
    await expect(dialog.getByLabel("Name")).toHaveValue("Asha Rao");
    await expect(dialog.getByLabel("Home city")).toHaveValue("Bangalore");
    await expect(dialog.getByRole("checkbox", { name: /Pune/ })).toBeChecked();
    await dialog.getByLabel("Name").press("End");
    await page.keyboard.type("-Iyer");
    const saved = page.waitForResponse((r) => r.url().endsWith("/api/v1/survey_responses"));
    await dialog.getByRole("button", { name: "Join the waitlist" }).tap();
    expect((await saved).request().postDataJSON()).toMatchObject({
      name: "Asha Rao-Iyer",
      homeCity: "Bangalore",
      preferredCities: ["Pune"],
    });
    await expect(page.getByRole("heading", { name: "Thanks for joining the waitlist!" })).toBeVisible();
  });

  test("a submit pressed before React starts is sent once, when it starts", async ({ page }, testInfo) => {
    const posts: string[] = [];
    page.on("request", (r) => {
      if (r.method() === "POST" && r.url().endsWith("/api/v1/survey_responses")) posts.push(r.url());
    });
    await page.goto("/");
    const startReact = await holdReact(page);
    await page.getByRole("button", { name: "Get Invited", exact: true }).tap();
    const dialog = page.getByRole("dialog", { name: "Get Invited" });
    await fillRequired(page, uniqueEmail(testInfo, "early.submit"));
    await dialog.getByRole("button", { name: "Join the waitlist" }).tap();
    // It says it is on its way, and a second press sends nothing more.
    await dialog.getByRole("button", { name: "Joining…" }).tap();
    expect(await hydrated(page)).toBe(false);
    expect(posts).toEqual([]);
    startReact();
    await expect(page.getByRole("heading", { name: "Thanks for joining the waitlist!" })).toBeVisible();
    await expect(page.getByRole("dialog").getByText("Almost there: check your e-mail")).toBeVisible();
    expect(posts).toHaveLength(1);
  });

  test("on a slow network the form is whole before any script arrives: nothing is fetched for it", async ({ page }) => {
    await page.goto("/");
    // The app's code never arrives; every request after the tap is recorded.
    await holdReact(page);
    const requested: string[] = [];
    page.on("request", (r) => requested.push(new URL(r.url()).pathname));
    await page.getByRole("button", { name: "Get started", exact: true }).first().tap();
    await page.keyboard.type("Ravi");
    const dialog = page.getByRole("dialog", { name: "Get Started" });
    await dialog.getByLabel("Email").fill("ravi@example.in");
    await dialog.getByLabel("Home city").selectOption("Delhi NCR");
    await expect(dialog.getByLabel("Home city").locator("option")).toHaveCount(7);
    await cityChip(dialog, "Mumbai").tap();
    await expect(dialog.getByRole("checkbox", { name: "Mumbai" })).toBeChecked();
    await expect(dialog.getByLabel("Name")).toHaveValue("Ravi");
    // The page's own visit beacon and icon may land late on a busy machine; they are not the form's.
    const pageOwn = /^\/assets\/.*\.js$|^\/api\/v1\/visits$|^\/favicon\.svg$/;
    expect(requested.filter((path) => !pageOwn.test(path))).toEqual([]);
  });

  test("'Get Invited' opened before React is the dialog React keeps; closing it early keeps it closed", async ({
    page,
  }) => {
    await page.goto("/");
    const startReact = await holdReact(page);
    await page.getByRole("button", { name: "Get Invited", exact: true }).tap();
    const panel = page.getByRole("dialog", { name: "Get Invited" });
    await expect(panel).toBeVisible();
    await panel.getByRole("button", { name: "Close" }).tap();
    await expect(panel).toBeHidden();
    startReact();
    await expect.poll(() => hydrated(page)).toBe(true);
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });
});
