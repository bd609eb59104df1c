import { SITE_PATHS } from "../../../contract/site-paths.js";

/** Paths of pages that are never counted: staff screens and the personal pages (docs/product.md, Traffic). */
const UNCOUNTED = /^\/(admin|api|me|onboarding)(\/|$)/;

/** Any other path (a page that does not exist, a mistyped link) is counted under this one label. */
export const OTHER_PAGES = "(other pages)";

const KNOWN = new Set<string>(SITE_PATHS);

/**
 * The path a page view is counted under: one of the site's pages, or "(other pages)", so that a spray of
 * made-up paths cannot grow the tables; null for a page that is not counted at all.
 */
export function countedPath(raw: string): string | null {
  const path = (raw.split(/[?#]/)[0] ?? "").replace(/\/+$/, "") || "/";
  if (UNCOUNTED.test(path)) return null;
  return KNOWN.has(path) ? path : OTHER_PAGES;
}
