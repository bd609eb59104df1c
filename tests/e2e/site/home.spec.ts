import { expect, type Page, test } from "@playwright/test";
import { E2E_PROMO_VIDEO_URL } from "../support/promo-player.mjs";
import { gotoWithPausedClock } from "../support/site";

const messages = (page: Page) => page.getByTestId("chat-messages").getByRole("listitem");
const chat = (page: Page) => page.getByTestId("chat-messages");

async function stepAndExpectCount(page: Page, ms: number, count: number) {
  await page.clock.runFor(ms);
  await expect(messages(page)).toHaveCount(count);
}

test.describe("concierge chat demo", () => {
  test("adds a message every 1.5 s, pauses 4 s after the last, then clears and plays the next of 3 conversations", async ({
    page,
  }) => {
    await gotoWithPausedClock(page, "/");
    await expect(chat(page)).toHaveAttribute("aria-label", "Chat demo: A missing sock");
    await expect(messages(page)).toHaveCount(1);
    const first = messages(page).first();
    await expect(first).toHaveAttribute("data-sender", "user");
    await expect(first).toContainText("one black sock short");
    await expect(first).toContainText("You");
    await expect(first.locator("time")).toHaveText("7:42 am");

    await page.clock.runFor(1499);
    await expect(messages(page)).toHaveCount(1);
    await page.clock.runFor(1);
    await expect(messages(page)).toHaveCount(2);
    await expect(messages(page).nth(1)).toHaveAttribute("data-sender", "concierge");
    await expect(messages(page).nth(1)).toContainText("Concierge");
    // Each message is scheduled when the previous one renders, so the clock advances one step at a time.
    await stepAndExpectCount(page, 1500, 3);
    await stepAndExpectCount(page, 1500, 4);

    // The 4 s pause after the last message.
    await page.clock.runFor(3999);
    await expect(messages(page)).toHaveCount(4);
    await expect(chat(page)).toHaveAttribute("aria-label", "Chat demo: A missing sock");
    await page.clock.runFor(1);
    await expect(chat(page)).toHaveAttribute("aria-label", "Chat demo: A stained shirt");
    await expect(messages(page)).toHaveCount(1);
    await expect(messages(page).first()).toContainText("filter coffee");

    for (const [topic, firstText] of [
      ["A hotel pickup", "Checking out of the Leela"],
      ["A missing sock", "one black sock short"],
    ] as const) {
      for (const count of [2, 3, 4]) await stepAndExpectCount(page, 1500, count);
      await page.clock.runFor(4000);
      await expect(chat(page)).toHaveAttribute("aria-label", `Chat demo: ${topic}`);
      await expect(messages(page)).toHaveCount(1);
      await expect(messages(page).first()).toContainText(firstText);
    }
  });

  test("uses local avatar images, never a remote avatar service", async ({ page, baseURL }) => {
    await page.goto("/");
    const sources = await chat(page)
      .locator("img")
      .evaluateAll((images) => images.map((image) => (image as HTMLImageElement).src));
    expect(sources.length).toBeGreaterThan(0);
    for (const src of sources) expect(src.startsWith(`${baseURL}/avatars/`)).toBe(true);
  });

  test("can be paused and resumed", async ({ page }) => {
    await gotoWithPausedClock(page, "/");
    await page.getByRole("button", { name: "Pause chat demo" }).click();
    await page.clock.runFor(10_000);
    await expect(messages(page)).toHaveCount(1);
    await page.getByRole("button", { name: "Play chat demo" }).click();
    await page.clock.runFor(1500);
    await expect(messages(page)).toHaveCount(2);
  });

  test("with reduced motion shows a whole conversation, still", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await gotoWithPausedClock(page, "/");
    await expect(messages(page)).toHaveCount(4);
    await page.clock.runFor(20_000);
    await expect(messages(page)).toHaveCount(4);
    await expect(chat(page)).toHaveAttribute("aria-label", "Chat demo: A missing sock");
    await expect(page.getByRole("button", { name: "Pause chat demo" })).toHaveCount(0);
  });
});

test("the hashtag rotates every 2 s through 10 tags and can be paused", async ({ page }) => {
  await gotoWithPausedClock(page, "/");
  const hashtag = page.getByTestId("hashtag");
  await expect(hashtag).toHaveText("#TravelLight");
  await page.clock.runFor(1999);
  await expect(hashtag).toHaveText("#TravelLight");
  await page.clock.runFor(1);
  await expect(hashtag).toHaveText("#StashAndGo");
  const seen = new Set<string>(["#TravelLight", "#StashAndGo"]);
  for (let step = 0; step < 8; step++) {
    await page.clock.runFor(2000);
    seen.add((await hashtag.textContent()) ?? "");
  }
  expect(seen.size).toBe(10);
  await page.clock.runFor(2000);
  await expect(hashtag).toHaveText("#TravelLight");
  await page.getByRole("button", { name: "Pause hashtags" }).click();
  await page.clock.runFor(6000);
  await expect(hashtag).toHaveText("#TravelLight");
});

test("the video is a facade: nothing off-site loads until the play button starts the player", async ({
  page,
  baseURL,
}) => {
  // The e2e build embeds a loopback player (scripts/e2e-server.mjs); a build without a video shows only
  // the poster (app/components/site/video-facade.test.tsx).
  const offSite: string[] = [];
  page.on("request", (request) => {
    if (!request.url().startsWith(baseURL ?? "")) offSite.push(request.url());
  });
  await page.route(
    (url) => url.href === E2E_PROMO_VIDEO_URL,
    (route) => route.fulfill({ contentType: "text/html", body: "<p>The player is playing</p>" }),
  );
  await page.goto("/", { waitUntil: "networkidle" });
  await expect(page.locator("iframe")).toHaveCount(0);
  await expect(page.locator('img[src="/illustrations/video-poster.svg"]')).toBeVisible();
  expect(offSite).toEqual([]);
  await page.getByRole("button", { name: /Play the film/ }).click();
  const player = page.locator("iframe");
  await expect(player).toHaveAttribute("src", E2E_PROMO_VIDEO_URL);
  await expect(player).toHaveAttribute("title", "How Stashd works");
  // The page's policy lets the player's frame load (frame-src).
  await expect(page.frameLocator("iframe").getByText("The player is playing")).toBeVisible();
  expect(offSite).toEqual([E2E_PROMO_VIDEO_URL]);
});

test("the home page has the four steps, the five feature cards and the app screenshots", async ({ page }) => {
  await page.goto("/");
  for (const step of ["Choose your cities", "Pack once per destination", "Schedule with ease", "Travel light"]) {
    await expect(page.getByRole("heading", { name: step, exact: true })).toBeVisible();
  }
  await expect(page.getByRole("heading", { name: "Comfort isn’t a luxury, it’s a choice" })).toBeVisible();
  const features = [
    "Concierge pickup",
    "Hotel coordination",
    "Eco cleaning",
    "Multi-city support",
    "Tracked-safe storage",
  ];
  for (const feature of features) await expect(page.getByRole("heading", { name: feature })).toBeVisible();
  for (const alt of [/My Stash, Mumbai/, /Schedule delivery/, /chat in which the concierge/]) {
    const image = page.getByRole("img", { name: alt });
    await image.scrollIntoViewIfNeeded();
    await expect(image).toHaveJSProperty("complete", true);
    expect(await image.evaluate((element) => (element as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
  }
});

test("'Get started' in the hero opens the waitlist panel", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("button", { name: "Get started" }).first().click();
  await expect(page.getByRole("dialog", { name: "Get Started" })).toBeVisible();
});
