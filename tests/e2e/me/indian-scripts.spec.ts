import { expect, type Page, test } from "@playwright/test";
import { joinConfirmed } from "../support/hubs";
import { uniqueEmail } from "../support/unique";

/** The Noto Sans files (one per Indian script) the page fetched. */
function notoRequests(page: Page) {
  const seen: string[] = [];
  page.on("request", (request) => {
    if (/noto-sans-/.test(request.url())) seen.push(request.url());
  });
  return seen;
}

test("a name in Devanagari is set in the Devanagari face, which only such a page fetches", async ({
  page,
  request,
}, testInfo) => {
  const fetched = notoRequests(page);
  // English pages, prices (the rupee sign) included, fetch no Indian-script font.
  await page.goto("/pricing");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
  expect(fetched).toEqual([]);

  const person = { name: "आशा मेहता", email: uniqueEmail(testInfo, "devanagari") };
  const { link } = await joinConfirmed(request, person, "Bangalore");
  await page.goto(link);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("आशा");
  await page.evaluate(() => document.fonts.ready);
  expect(fetched.some((url) => url.includes("noto-sans-devanagari"))).toBe(true);
  expect(fetched.every((url) => url.includes("noto-sans-devanagari"))).toBe(true);
  expect(await page.evaluate(() => document.fonts.check('16px "Noto Sans Devanagari Variable"', "आ"))).toBe(true);
});
