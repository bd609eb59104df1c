import { expect, type Locator, type Page, test } from "@playwright/test";
import { PUBLIC_ROUTES } from "../support/site";

/** Compressed bytes of the JavaScript files the page has fetched so far (the inline boot script excluded). */
async function scriptBytes(page: Page): Promise<number> {
  return page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .filter((entry) => /\.js(\?|$)/.test(entry.name))
      .reduce((sum, entry) => sum + (entry as PerformanceResourceTiming).encodedBodySize, 0),
  );
}

/** Lets the page settle: the load event, then a network round trip to our own server. */
async function settle(page: Page) {
  await page.waitForLoadState("load");
  await page.waitForLoadState("networkidle");
}

test("every public page shows itself with under 100 KB of JavaScript until the visitor reaches for a control", async ({
  page,
}) => {
  test.setTimeout(90_000);
  for (const { path, heading } of PUBLIC_ROUTES) {
    await page.goto(path);
    await settle(page);
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    expect(await scriptBytes(page), path).toBeLessThan(100 * 1024);
  }
});

test("every public page paints in its own fonts without preloading them", async ({ page }) => {
  test.setTimeout(90_000);
  // docs/history.md, 258: a font preload held a fresh browser's first paint for one to two seconds after load.
  for (const { path } of PUBLIC_ROUTES) {
    await page.goto(path);
    await settle(page);
    expect(await page.locator('link[rel="preload"][as="font"]').count(), path).toBe(0);
    const loaded = await page.evaluate(async () => {
      await document.fonts.ready;
      return [...document.fonts].filter((face) => face.status === "loaded").map((face) => face.family);
    });
    expect(loaded, path).toEqual(expect.arrayContaining(["Plus Jakarta Sans Variable", "Fraunces"]));
  }
});

test("a tap on 'Get started' before React has started still opens the waitlist panel", async ({ page }) => {
  await page.goto("/pricing");
  await settle(page);
  await page.getByRole("button", { name: "Get started" }).last().click();
  // Before React runs, the click waits for it to download and start: slower on a busy machine.
  await expect(page.getByRole("dialog", { name: "Get Started" })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole("textbox").first()).toBeVisible();
});

test("the landing page's view is counted without React, once", async ({ page }) => {
  const views: string[] = [];
  page.on("request", (request) => {
    if (request.url().endsWith("/api/v1/visits")) views.push(request.postDataJSON().path);
  });
  await page.goto("/company/values");
  await settle(page);
  expect(views).toEqual(["/company/values"]);
  // Starting React (a key press) does not count the same page again.
  await page.keyboard.press("Shift");
  await expect.poll(() => page.evaluate(() => "__reactRouterRouteModules" in window)).toBe(true);
  await settle(page);
  expect(views).toEqual(["/company/values"]);
});

test("an address with state the page reads (?mode=payg) starts React at once", async ({ page }) => {
  await page.goto("/pricing?mode=payg");
  await expect(page.getByRole("heading", { level: 2, name: "Duffle", exact: true })).toBeVisible();
});

test("a header menu hovered before React has started opens once React runs @desktop-only", async ({ page }) => {
  await page.goto("/");
  await settle(page);
  const services = page
    .getByRole("navigation", { name: "Main" })
    .getByRole("button", { name: "Services", exact: true });
  await services.hover();
  await expect(services).toHaveAttribute("aria-expanded", "true");
});

test("the home page draws its first screen at load, and the sections below as the visitor scrolls to them", async ({
  page,
}) => {
  // docs/history.md, 240: the rest of a long page waits, so that the first frame is not one long task.
  const drawn = (locator: Locator) =>
    locator.evaluate((element) => element.checkVisibility({ contentVisibilityAuto: true }));
  await page.goto("/");
  await settle(page);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const hashtag = page.getByRole("region", { name: "Hashtags" }).getByTestId("hashtag");
  const privacy = page.getByRole("contentinfo").getByRole("link", { name: "Privacy notice" });
  expect(await drawn(hashtag)).toBe(false);
  expect(await drawn(privacy)).toBe(false);

  // A section scrolled into view is drawn at the next rendering update, not at once: poll for it.
  await hashtag.scrollIntoViewIfNeeded();
  await expect.poll(() => drawn(hashtag)).toBe(true);
  await privacy.scrollIntoViewIfNeeded();
  await expect.poll(() => drawn(privacy)).toBe(true);
});
