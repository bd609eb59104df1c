import { type APIRequestContext, type Browser, expect, test } from "@playwright/test";
import { SITE_PATHS } from "../../../contract/site-paths";
import { signIn } from "../support/staff";
import { uniqueTag } from "../support/unique";
import { fillRequired, openWaitlist } from "../support/waitlist-form";

const CHROME = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36";
const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
const AUDIENCE_PAGE = "/forwhom/nri";

interface Report {
  visitors: number;
  pageviews: number;
  joins: number;
  pages: { path: string; visitors: number; pageviews: number; joins: number }[];
  sources: { source: string; visitors: number; joins: number }[];
}

async function report(request: APIRequestContext): Promise<Report> {
  const response = await request.get("/api/v1/admin/traffic");
  expect(response.status()).toBe(200);
  return response.json();
}

/** A browser of its own (cookies, storage and user agent): one more visitor, as the server sees it. */
async function visitor(browser: Browser, userAgent: string) {
  const context = await browser.newContext({ userAgent });
  return { context, page: await context.newPage() };
}

/** Waits until the page's beacon for `path` has been answered. */
function viewSent(page: import("@playwright/test").Page) {
  return page.waitForResponse((r) => r.url().endsWith("/api/v1/visits") && r.status() === 204);
}

test("visitors from several browsers are counted once a day, bots are not, and a join is attributed to its page and source @desktop-only", async ({
  browser,
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const tag = uniqueTag(testInfo);
  const source = `e2e-${tag}`;
  await signIn(page, "/admin/dashboard");
  await expect(page.getByRole("heading", { name: "User Admin Dashboard" })).toBeVisible();
  const before = await report(page.request);
  const pageRow = (r: Report) =>
    r.pages.find((row) => row.path === AUDIENCE_PAGE) ?? { visitors: 0, pageviews: 0, joins: 0 };

  // Visitor 1: lands on the home page from a campaign link, then opens pricing (two views, one visit).
  const one = await visitor(browser, `${CHROME} one-${tag}`);
  let sent = viewSent(one.page);
  await one.page.goto(`/?utm_source=${source}`);
  await sent;
  sent = viewSent(one.page);
  await one.page.goto("/pricing");
  await sent;

  // Visitor 2: lands on an audience page from the same campaign, reloads it, and joins from it.
  const two = await visitor(browser, `${CHROME} two-${tag}`);
  sent = viewSent(two.page);
  await two.page.goto(`${AUDIENCE_PAGE}?utm_source=${source}`);
  await sent;
  sent = viewSent(two.page);
  await two.page.reload();
  await sent;
  await openWaitlist(two.page, "Get Invited");
  await fillRequired(two.page, `traffic.${tag}@example.in`);
  const saved = two.page.waitForResponse((r) => r.url().endsWith("/api/v1/survey_responses"));
  await two.page.getByRole("dialog").getByRole("button", { name: "Join the waitlist" }).click();
  const response = await saved;
  expect(response.status()).toBe(201);
  expect(response.request().postDataJSON()).toMatchObject({ landingPath: AUDIENCE_PAGE, landingSource: source });

  // A bot from the same campaign is not counted.
  const bot = await visitor(browser, GOOGLEBOT);
  sent = viewSent(bot.page);
  await bot.page.goto(`/?utm_source=${source}`);
  await sent;

  // No cookie was set on any of these visitors.
  for (const context of [one.context, two.context, bot.context]) expect(await context.cookies()).toEqual([]);

  // Counts are written in batches: they show within seconds, and a batch can end between two views of one
  // visitor, so wait for the last of this test's views (the reload) as well as for the campaign's row.
  const counted = async () => {
    const now = await report(page.request);
    const campaign = now.sources.find((row) => row.source === source);
    const reloadCounted = pageRow(now).pageviews - pageRow(before).pageviews >= 2;
    return { campaign, reloadCounted };
  };
  await expect
    .poll(counted, { timeout: 20_000 })
    .toEqual({ campaign: { source, visitors: 2, joins: 1 }, reloadCounted: true });
  const after = await report(page.request);
  // Other tests visit pages at the same time: this test's own counts are the least the totals grew by.
  expect(after.visitors - before.visitors).toBeGreaterThanOrEqual(2);
  expect(after.pageviews - before.pageviews).toBeGreaterThanOrEqual(4);
  expect(after.joins - before.joins).toBeGreaterThanOrEqual(1);
  expect(pageRow(after).visitors - pageRow(before).visitors).toBeGreaterThanOrEqual(1);
  expect(pageRow(after).pageviews - pageRow(before).pageviews).toBeGreaterThanOrEqual(2);
  expect(pageRow(after).joins - pageRow(before).joins).toBeGreaterThanOrEqual(1);

  // The funnel screen starts at visitors and lists the campaign with its conversion.
  await page.goto("/admin/trending");
  await expect(page.getByRole("region", { name: "Visitors", exact: true })).toContainText(
    /visitors joined the waitlist/,
  );
  const sources = page.getByRole("region", { name: "Sources", exact: true });
  await expect(sources.getByRole("row", { name: new RegExp(source) })).toHaveText(
    new RegExp(`${source}\\s*2\\s*1\\s*50%`),
  );
  const pages = page.getByRole("region", { name: "Pages", exact: true });
  await expect(pages.getByRole("row", { name: new RegExp(AUDIENCE_PAGE) })).toBeVisible();
  await pages.getByRole("button", { name: "Conversion" }).click();
  await expect(pages.getByRole("columnheader", { name: "Conversion" })).toHaveAttribute("aria-sort", "descending");
  await expect(page.getByRole("img", { name: /visitors/ })).toBeVisible();
  for (const { context } of [one, two, bot]) await context.close();
});

test("no public page sets a cookie, except the referral cookie after ?ref= @desktop-only", async ({ request }) => {
  for (const path of SITE_PATHS) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()["set-cookie"], path).toBeUndefined();
  }
  const view = await request.post("/api/v1/visits", { data: { path: "/" }, headers: { "user-agent": CHROME } });
  expect(view.status()).toBe(204);
  expect(view.headers()["set-cookie"]).toBeUndefined();
  const referred = await request.get("/pricing?ref=abcdef123");
  expect(referred.headers()["set-cookie"]).toMatch(/^stashd_ref=abcdef123;/);
});

test("a page reports its view after it has loaded, not while the HTML is parsed @desktop-only", async ({ page }) => {
  const sent = viewSent(page);
  await page.goto("/pricing");
  await sent;
  const timing = await page.evaluate(() => {
    const navigation = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
    const beacon = performance.getEntriesByType("resource").find((entry) => entry.name.endsWith("/api/v1/visits"));
    return { loaded: navigation.loadEventStart, beacon: beacon?.startTime ?? -1 };
  });
  expect(timing.loaded).toBeGreaterThan(0);
  expect(timing.beacon).toBeGreaterThanOrEqual(timing.loaded);
});
