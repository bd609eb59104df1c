import { describe, expect, it } from "vitest";
import { PAGES } from "~/content/pages";
import { SITE_ORIGIN } from "~/content/site";
import { pageMeta } from "./page-meta";

describe("pageMeta", () => {
  it("gives every page a canonical URL on the site origin and matching Open Graph URL", () => {
    for (const key of Object.keys(PAGES) as (keyof typeof PAGES)[]) {
      const meta = pageMeta(key);
      const canonical = meta.find((tag) => "rel" in tag && tag.rel === "canonical");
      const ogUrl = meta.find((tag) => "property" in tag && tag.property === "og:url");
      expect(canonical && "href" in canonical && canonical.href).toBe(
        `${SITE_ORIGIN}${PAGES[key].path === "/" ? "/" : PAGES[key].path}`,
      );
      expect(ogUrl && "content" in ogUrl && ogUrl.content).toBe(canonical && "href" in canonical && canonical.href);
    }
  });

  it("gives every page its own title and description", () => {
    const titles = new Set(Object.keys(PAGES).map((key) => JSON.stringify(pageMeta(key as keyof typeof PAGES)[0])));
    expect(titles.size).toBe(Object.keys(PAGES).length);
    for (const page of Object.values(PAGES)) expect(page.description.length).toBeGreaterThan(50);
  });
});
