import { describe, expect, it } from "vitest";
import { PAGES } from "../../../app/content/pages";
import { SITE_PATHS } from "../../../contract/site-paths";
import { countedPath, OTHER_PAGES } from "./page-path";

describe("countedPath", () => {
  it("knows exactly the site's public pages", () => {
    expect([...SITE_PATHS].sort()).toEqual(
      Object.values(PAGES)
        .map((page) => page.path)
        .sort(),
    );
  });

  it("counts a page under its path, trailing slash and query ignored", () => {
    expect(countedPath("/")).toBe("/");
    expect(countedPath("/pricing/")).toBe("/pricing");
    expect(countedPath("/forwhom/nri?utm_source=x#top")).toBe("/forwhom/nri");
  });

  it("puts any other path under one label and does not count staff or personal pages", () => {
    expect(countedPath("/wp-login.php")).toBe(OTHER_PAGES);
    expect(countedPath("/admin/trending")).toBeNull();
    expect(countedPath("/me")).toBeNull();
    expect(countedPath("/onboarding")).toBeNull();
    expect(countedPath("/api/v1/health")).toBeNull();
  });
});
