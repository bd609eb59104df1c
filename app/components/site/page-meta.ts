import type { MetaDescriptor } from "react-router";
import { PAGES, type PageKey } from "~/content/pages";
import { BRAND_NAME, SHARE_IMAGE, SITE_ORIGIN } from "~/content/site";

export function absoluteUrl(path: string): string {
  return new URL(path, SITE_ORIGIN).href;
}

/** Title, description, canonical URL and Open Graph tags of one public page. */
export function pageMeta(key: PageKey): MetaDescriptor[] {
  const { path, title, description } = PAGES[key];
  const fullTitle = key === "home" ? `${BRAND_NAME}: ${title}` : `${title} | ${BRAND_NAME}`;
  const url = absoluteUrl(path);
  return [
    { title: fullTitle },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: BRAND_NAME },
    { property: "og:locale", content: "en_IN" },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: absoluteUrl(SHARE_IMAGE.path) },
    { property: "og:image:width", content: String(SHARE_IMAGE.width) },
    { property: "og:image:height", content: String(SHARE_IMAGE.height) },
    { property: "og:image:alt", content: SHARE_IMAGE.alt },
    { name: "twitter:card", content: "summary_large_image" },
  ];
}
