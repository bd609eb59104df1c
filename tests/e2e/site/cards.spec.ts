import { expect, type Locator, test } from "@playwright/test";
import { expectWidens, isDesktop } from "../support/site";

const SERVICE_CARDS = {
  first: "card-use-cases",
  second: "card-expectations",
  titles: ["Popular Use Cases", "What to Expect"],
};
const AUDIENCE_CARDS = { first: "card-with", second: "card-without", titles: ["With Stashd", "Without Stashd"] };
const PAGES = [
  ...["/services/wardrobe", "/services/fully-stashed", "/services/replenishment"].map((path) => ({
    path,
    ...SERVICE_CARDS,
  })),
  ...["/forwhom/consultants", "/forwhom/nri", "/forwhom/casual"].map((path) => ({ path, ...AUDIENCE_CARDS })),
];

/** The marked card: the wide one side by side, the teal-ringed one when stacked (the same rule sets both). */
const expanded = (card: Locator) => card.evaluate((element) => getComputedStyle(element).flexGrow === "3");

for (const { path, first, second, titles } of PAGES) {
  test(`${path}: the hovered or focused card widens over 500 ms`, async ({ page }, testInfo) => {
    await page.goto(path);
    for (const title of titles) await expect(page.getByRole("heading", { level: 2, name: title })).toBeVisible();
    const firstCard = page.getByTestId(first);
    const secondCard = page.getByTestId(second);
    await expect.poll(() => expanded(firstCard)).toBe(true);
    await expect.poll(() => expanded(secondCard)).toBe(false);
    expect(await secondCard.evaluate((element) => getComputedStyle(element).transitionDuration)).toContain("0.5s");

    if (isDesktop(testInfo)) {
      // Side by side: hovering the second card widens it.
      await expectWidens(page, second, () => secondCard.hover());
      await expect.poll(() => expanded(secondCard)).toBe(true);
      await expect.poll(() => expanded(firstCard)).toBe(false);
    } else {
      // Stacked at 390px: a tap on the card expands it.
      await secondCard.tap();
      await expect.poll(() => expanded(secondCard)).toBe(true);
    }
    // Keyboard: focusing the link inside the first card expands it again.
    const focusFirst = () => firstCard.getByRole("link").focus();
    if (isDesktop(testInfo)) await expectWidens(page, first, focusFirst);
    else await focusFirst();
    await expect.poll(() => expanded(firstCard)).toBe(true);
    await expect.poll(() => expanded(secondCard)).toBe(false);
  });
}
