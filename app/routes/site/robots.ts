import { absoluteUrl } from "~/components/site/page-meta";

/** /robots.txt, pre-rendered: everything public may be crawled; the staff admin may not. */
export function loader() {
  const body = [
    "User-agent: *",
    "Allow: /",
    "Disallow: /admin",
    "Disallow: /onboarding",
    `Sitemap: ${absoluteUrl("/sitemap.xml")}`,
    "",
  ];
  return new Response(body.join("\n"), { headers: { "content-type": "text/plain; charset=utf-8" } });
}
