import { expect, type Page, type TestInfo } from "@playwright/test";

/** Every public, pre-rendered route with its main heading (the sitemap's list plus nothing else). */
export const PUBLIC_ROUTES: { path: string; heading: string }[] = [
  { path: "/", heading: "Travel light. Your wardrobe is already there." },
  { path: "/pricing", heading: "Simple prices, one city at a time" },
  { path: "/faq", heading: "Frequently asked questions" },
  { path: "/company", heading: "Travel should feel like arriving home" },
  { path: "/company/about", heading: "Started by people who were tired of packing" },
  { path: "/company/values", heading: "Our values" },
  { path: "/company/sustainability", heading: "Lighter luggage, lower emissions" },
  { path: "/services/wardrobe", heading: "A wardrobe that lives in the city you visit most" },
  { path: "/services/fully-stashed", heading: "A packed suitcase, shipped when you need it" },
  { path: "/services/replenishment", heading: "Never run out of socks on the road again" },
  { path: "/forwhom/consultants", heading: "Fly to the client with a laptop bag only" },
  { path: "/forwhom/nri", heading: "Land for the wedding with hand luggage" },
  { path: "/forwhom/casual", heading: "For people who hate checked bags" },
  { path: "/privacy", heading: "Privacy notice" },
  { path: "/terms", heading: "Pilot terms" },
];

export const isDesktop = (testInfo: TestInfo) => testInfo.project.name === "desktop";

/**
 * Starts React and resolves once it has hydrated the page and flushed its effects: the app's root flags
 * <html> from its own effect, which runs after every other component's (a page's parts may hydrate in
 * several passes, so fiber keys on <main> alone came too early on a loaded machine). Two message-channel
 * round trips then let anything those effects queued run (timers may be paused by Playwright's clock, so
 * no setTimeout here).
 */
export async function waitForHydration(page: Page) {
  // A pre-rendered page starts React at the visitor's first intent (a key will do; decision 180).
  await page.keyboard.press("Shift");
  await page.waitForFunction(() => document.documentElement.dataset.stashdHydrated !== undefined);
  await page.evaluate(async () => {
    for (let round = 0; round < 2; round++) {
      await new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(null);
      });
    }
  });
}

/** Loads a page with the clock paused, so timers run only when the test advances them. */
export async function gotoWithPausedClock(page: Page, path: string) {
  const start = new Date("2026-11-22T09:00:00+05:30");
  await page.clock.install({ time: start });
  await page.clock.pauseAt(new Date(start.getTime() + 1000));
  await page.goto(path);
  await waitForHydration(page);
}

/** Runs `action` and expects the element to end up clearly wider than before it. */
export async function expectWidens(page: Page, testId: string, action: () => Promise<void>) {
  const card = page.getByTestId(testId);
  const width = async () => (await card.boundingBox())?.width ?? 0;
  const before = await width();
  await action();
  await expect.poll(width).toBeGreaterThan(before + 40);
}
