import { expect, type Page, test } from "@playwright/test";
import { FAQ_JOIN, PRICING_JOIN } from "../../../app/content/join";
import { gotoWithPausedClock } from "../support/site";
import { cityChip } from "../support/waitlist-form";

const JOIN_PAGES: { path: string; heading: string }[] = [
  { path: "/pricing", heading: PRICING_JOIN.heading },
  { path: "/faq", heading: FAQ_JOIN.heading },
  // app/content/services.ts and audiences.ts (which read build-time values, so are not imported here).
  { path: "/services/wardrobe", heading: "Keep a wardrobe in your most-visited city" },
  { path: "/services/fully-stashed", heading: "Have your suitcase packed and waiting" },
  { path: "/services/replenishment", heading: "Never pack socks again" },
  { path: "/forwhom/consultants", heading: "Make your next client trip a laptop-bag trip" },
  { path: "/forwhom/nri", heading: "Arrive for the next wedding with hand luggage" },
  { path: "/forwhom/casual", heading: "Skip the checked bag on your next trip" },
];

const lastSection = (page: Page) => page.getByRole("main").locator("section").last();

test("pricing, the FAQ, the service and the audience pages end with a way to join, in their own words", async ({
  page,
}) => {
  test.setTimeout(60_000);
  for (const { path, heading } of JOIN_PAGES) {
    await page.goto(path);
    await expect(lastSection(page).getByRole("heading", { level: 2 }), path).toHaveText(heading);
    await expect(lastSection(page).getByRole("button", { name: "Get started" }), path).toBeVisible();
  }
  // The closing button opens the form (here from the last page visited).
  await lastSection(page).getByRole("button", { name: "Get started" }).click();
  await expect(page.getByRole("dialog", { name: "Get Started" })).toBeVisible();
});

test("each price shows its total with 18% GST", async ({ page }) => {
  await page.goto("/pricing");
  // Both modes' plans are in the page; the shown mode's are the visible ones.
  const totals = page.getByTestId("gst-total").locator("visible=true");
  await expect(totals).toHaveText([
    "₹1,500 + 18% GST = ₹1,770",
    "₹3,000 + 18% GST = ₹3,540",
    "₹4,000 + 18% GST = ₹4,720",
  ]);
  await page.goto("/pricing?mode=payg");
  await expect(totals.first()).toHaveText("₹200 + 18% GST = ₹236");
  await expect(totals).toHaveCount(6);
});

for (const width of [769, 820, 900]) {
  test(`at ${width} px the plan names keep "Check-in" whole and the price keeps "/ month" on its line @desktop-only`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/pricing");
    const word = page.getByRole("heading", { name: "Medium Check-in Bag" }).getByText("Check-in");
    const wordBox = await word.boundingBox();
    const lineHeight = await word.evaluate((el) => Number.parseFloat(getComputedStyle(el).lineHeight));
    expect(wordBox?.height).toBeLessThan(lineHeight * 1.5);
    // Nothing sticks out of a card, nor out of the page.
    for (const card of await page.getByRole("list", { name: "Plans" }).getByRole("listitem").all()) {
      expect(await card.evaluate((el) => el.scrollWidth - el.clientWidth)).toBe(0);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
    // "/ month" sits on the amount's line: it starts above the amount's bottom edge.
    for (const month of await page.getByRole("listitem").getByText("/ month").all()) {
      const amount = await month.locator("xpath=preceding-sibling::span[1]").boundingBox();
      const monthBox = await month.boundingBox();
      expect(monthBox?.y).toBeLessThan((amount?.y ?? 0) + (amount?.height ?? 0));
    }
  });
}

test("with reduced motion the hashtag stays still and offers no pause", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await gotoWithPausedClock(page, "/");
  const hashtag = page.getByTestId("hashtag");
  await hashtag.scrollIntoViewIfNeeded();
  await expect(hashtag).toHaveText("#TravelLight");
  await page.clock.runFor(6000);
  await expect(hashtag).toHaveText("#TravelLight");
  await expect(page.getByRole("button", { name: "Pause hashtags" })).toHaveCount(0);
});

test("without WHATSAPP_NUMBER (the test build's) no page offers WhatsApp", async ({ page }) => {
  for (const path of ["/", "/faq", "/company/sustainability"]) {
    await page.goto(path);
    await expect(page.locator('a[href^="https://wa.me/"]')).toHaveCount(0);
    await expect(page.getByText("Chat on WhatsApp")).toHaveCount(0);
  }
});

test("headings set apostrophes curly, the fee table spells centre, the terms read the cities as a sentence", async ({
  page,
}) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Comfort isn’t a luxury, it’s a choice" })).toBeVisible();
  await page.goto("/pricing#fees");
  await expect(page.getByRole("cell", { name: "Delivery beyond the city centre" })).toBeVisible();
  await page.goto("/terms");
  // The live cities as the hubs have them now: another test may have opened one (site/live-cities.spec.ts).
  await expect(page.getByText(/The pilot runs in Bangalore, Mumbai(, [A-Za-z ]+)* and [A-Za-z ]+\./)).toBeVisible();
});

test.describe("long pages use the desktop width", { tag: "@desktop-only" }, () => {
  test("the FAQ's questions and its way to ask another stand side by side", async ({ page }) => {
    await page.goto("/faq");
    const list = await page.locator("details").first().boundingBox();
    const askUs = await page.getByTestId("faq-ask-us").boundingBox();
    expect(askUs && list && askUs.x).toBeGreaterThan((list?.x ?? 0) + (list?.width ?? 0));
    await expect(page.getByTestId("faq-ask-us").getByRole("link", { name: /@/ })).toHaveAttribute("href", /^mailto:/);
  });

  test("our story has its illustration beside the text; the carbon method is in two columns", async ({ page }) => {
    await page.goto("/company/about");
    const text = await page.getByRole("main").locator("p").first().boundingBox();
    const picture = await page.locator('picture:has([srcset="/illustrations/skyline-arrival.svg"]) img').boundingBox();
    expect(picture && text && picture.x).toBeGreaterThan((text?.x ?? 0) + (text?.width ?? 0));
    await page.goto("/company/sustainability");
    const steps = page.getByTestId("carbon-method").getByRole("listitem");
    const [first, second] = [await steps.nth(0).boundingBox(), await steps.nth(1).boundingBox()];
    expect(second?.y).toBe(first?.y);
  });

  test("the fee table opens beside the pricing notes", async ({ page }) => {
    await page.goto("/pricing#fees");
    const table = await page.getByRole("table").boundingBox();
    const notes = await page.getByRole("heading", { name: "Good to know" }).boundingBox();
    expect(table && notes && table.x).toBeGreaterThan((notes?.x ?? 0) + 200);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the phone menu leads to the site map of every page @mobile-only", async ({ page }) => {
    await page.goto("/pricing");
    await page.getByRole("link", { name: "Menu: all pages" }).click();
    await expect(page).toHaveURL(/#site-map$/);
    const siteMap = page.locator("#site-map");
    await expect(siteMap.getByRole("link", { name: "Fully Stashed Suitcase" })).toBeInViewport();
    await expect(siteMap.getByRole("link", { name: "Pilot terms" })).toBeVisible();
  });

  test("the waitlist form opens in the page's own panel, its city chips drawn as chips", async ({ page }) => {
    await page.goto("/faq");
    await page.getByRole("button", { name: "Get started", exact: true }).last().click();
    const dialog = page.getByRole("dialog", { name: "Get Started" });
    await expect(dialog.getByLabel("Name")).toBeFocused();
    await expect(cityChip(dialog, "Mumbai")).toHaveCSS("border-radius", "9999px");
  });
});
