/**
 * The paths of the public, indexable pages (app/content/pages.ts has their titles; a test checks that the
 * two lists agree). Kept here, without the page texts, for the server and scripts, which count page views
 * under these paths (docs/product.md, Traffic).
 */
export const SITE_PATHS = [
  "/",
  "/pricing",
  "/faq",
  "/company",
  "/company/about",
  "/company/values",
  "/company/sustainability",
  "/services/wardrobe",
  "/services/fully-stashed",
  "/services/replenishment",
  "/forwhom/consultants",
  "/forwhom/nri",
  "/forwhom/casual",
  "/privacy",
  "/terms",
] as const;
