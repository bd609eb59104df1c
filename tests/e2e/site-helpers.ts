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
 * Starts React and resolves once it has hydrated the page and flushed its effects: hydration tags DOM nodes with
 * fiber keys, and two message-channel round trips let the scheduler run the queued effects (timers
 * may be paused by Playwright's clock, so no setTimeout here).
 */
export async function waitForHydration(page: Page) {
  // A pre-rendered page starts React at the visitor's first intent (a key will do; decision 180).
  await page.keyboard.press("Shift");
  await page.waitForFunction(() => {
    const main = document.querySelector("main");
    return !!main && Object.keys(main).some((key) => key.startsWith("__reactFiber"));
  });
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
