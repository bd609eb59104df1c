import { absoluteUrl } from "~/components/site/page-meta";
import { PAGES } from "~/content/pages";

/** /sitemap.xml, pre-rendered at build time from the list of public pages. */
export function loader() {
  const urls = Object.values(PAGES)
    .map((page) => `  <url><loc>${absoluteUrl(page.path)}</loc></url>`)
    .join("\n");
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  return new Response(xml, { headers: { "content-type": "application/xml; charset=utf-8" } });
}
