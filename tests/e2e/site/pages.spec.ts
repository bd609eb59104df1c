import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { PUBLIC_ROUTES } from "../support/site";

const SITE_ORIGIN = "https://stashd.in";

for (const route of PUBLIC_ROUTES) {
  test.describe(`public page ${route.path}`, () => {
    test("is pre-rendered with its heading, title, description, canonical URL and Open Graph tags", async ({
      request,
    }) => {
      const response = await request.get(route.path);
      expect(response.status()).toBe(200);
      const html = await response.text();
      const unescaped = html.replaceAll("&#x27;", "'").replaceAll("&amp;", "&");
      expect(unescaped).toContain(route.heading);
      expect(html).toMatch(/<title>[^<]+\| Stashd<\/title>|<title>Stashd: [^<]+<\/title>/);
      expect(html).toMatch(/<meta name="description" content="[^"]{50,}"/);
      const canonical = `${SITE_ORIGIN}${route.path}`;
      expect(html).toContain(`<link rel="canonical" href="${canonical}"`);
      expect(html).toContain(`<meta property="og:url" content="${canonical}"`);
      expect(html).toMatch(/<meta property="og:title" content="[^"]+"/);
      expect(html).toMatch(/<meta property="og:image" content="https:\/\/stashd\.in\/og-image\.png"/);
      // Header and footer are in the static HTML too.
      expect(unescaped).toContain("India's First & Only service of its kind");
      expect(html).toMatch(/href="mailto:[^"]+@[^"]+"/);
    });

    test("loads without third-party requests or console errors and has no axe violations", async ({
      page,
      baseURL,
    }) => {
      const offSite: string[] = [];
      const errors: string[] = [];
      page.on("request", (request) => {
        if (!request.url().startsWith(baseURL ?? "") && !request.url().startsWith("data:")) offSite.push(request.url());
      });
      page.on("console", (message) => {
        if (message.type() === "error") errors.push(message.text());
      });
      page.on("pageerror", (error) => errors.push(error.message));
      await page.goto(route.path, { waitUntil: "networkidle" });
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(route.heading);
      expect(offSite).toEqual([]);
      expect(errors).toEqual([]);
      // Nothing sticks out sideways at this width.
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
      ).toBe(0);
      const results = await new AxeBuilder({ page })
        .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
        .analyze();
      expect(
        results.violations.map(
          (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(", ")}`,
        ),
      ).toEqual([]);
    });
  });
}

test("the 404 page keeps the site's design and passes axe", async ({ page }) => {
  const response = await page.goto("/company/nowhere");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("We couldn't find that page");
  await expect(page.getByRole("contentinfo")).toBeVisible();
  await page.getByRole("link", { name: "Back to the home page" }).click();
  await expect(page).toHaveURL("/");
  await page.goto("/company/nowhere");
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations).toEqual([]);
});

test("sitemap.xml lists every public page and robots.txt points to it", async ({ request }) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  for (const route of PUBLIC_ROUTES) expect(sitemap).toContain(`<loc>${SITE_ORIGIN}${route.path}</loc>`);
  expect(sitemap.match(/<loc>/g)).toHaveLength(PUBLIC_ROUTES.length);
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toContain(`Sitemap: ${SITE_ORIGIN}/sitemap.xml`);
  expect(robots).toContain("Disallow: /admin");
});

test("the FAQ page carries FAQPage structured data with the 12 questions", async ({ request }) => {
  const html = await (await request.get("/faq")).text();
  const json = html.match(/<script type="application\/ld\+json">(.+?)<\/script>/)?.[1];
  expect(json).toBeTruthy();
  const data = JSON.parse(json ?? "{}");
  expect(data["@type"]).toBe("FAQPage");
  expect(data.mainEntity).toHaveLength(12);
  expect(data.mainEntity[0].acceptedAnswer.text).toContain("8 hours");
});

test("images have explicit sizes so nothing shifts while loading", async ({ page }) => {
  for (const path of ["/", "/company/nowhere"]) {
    await page.goto(path, { waitUntil: "networkidle" });
    const unsized = await page.locator("img:not([width]), img:not([height])").count();
    expect(unsized).toBe(0);
  }
});

test("keyboard focus is always visible", async ({ page }) => {
  await page.goto("/pricing");
  for (let step = 0; step < 14; step++) {
    await page.keyboard.press("Tab");
    const outline = await page.evaluate(() => {
      const active = document.activeElement as HTMLElement | null;
      // The pricing radios are visually hidden; their label draws the ring.
      const target = active?.matches("input.sr-only") ? active.closest("label") : active;
      if (!target) return "none";
      const style = getComputedStyle(target);
      return `${target.tagName} ${style.outlineStyle} ${style.outlineWidth}`;
    });
    expect(outline).toMatch(/ solid 3px$/);
  }
});
