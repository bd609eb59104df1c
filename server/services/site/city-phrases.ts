import {
  CITIES_META_NAME,
  citiesMetaContent,
  cityPhrases,
  parseCitiesMeta,
  type SiteCities,
} from "../../../contract/cities.js";

/** React's escaping of text and attribute values, so that a phrase is found as the page spells it. */
const HTML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#x27;" };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);
const unescapeHtml = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|#x27|#39);/g, (entity) => {
    const found = Object.entries(HTML_ESCAPES).find(([, escaped]) => escaped === entity);
    return found ? found[0] : entity === "&#39;" ? "'" : entity;
  });
/** Inside a JSON string in a script (the FAQ's structured data), as React Router writes it. */
const escapeJsonText = (text: string) =>
  JSON.stringify(text)
    .slice(1, -1)
    .replace(/[&<>]/g, (c) => `\\u00${c.charCodeAt(0).toString(16)}`);

const META = new RegExp(`<meta name="${CITIES_META_NAME}" content="([^"]*)"\\s*/?>`);

/** The lists a page was built (or last rewritten) with, from its meta; undefined for a page without one. */
export function citiesOfPage(html: string): SiteCities | undefined {
  const content = html.match(META)?.[1];
  return content === undefined ? undefined : parseCitiesMeta(unescapeHtml(content));
}

export const sameCities = (a: SiteCities, b: SiteCities) => citiesMetaContent(a) === citiesMetaContent(b);

/** One pass over a text, longest phrase first, so that nothing written is rewritten. */
function swapper(swaps: Map<string, string>) {
  const pattern = new RegExp(
    [...swaps.keys()]
      .sort((a, b) => b.length - a.length)
      .map((phrase) => phrase.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
      .join("|"),
    "g",
  );
  return (text: string) => text.replace(pattern, (phrase) => swaps.get(phrase) ?? phrase);
}

const SCRIPT = /<script\b[^>]*>[\s\S]*?<\/script>/g;

/**
 * The page as the app renders it with other cities: its meta carries the new lists and every city phrase
 * (contract/cities.ts) of the old lists becomes the same phrase of the new ones, escaped for HTML in the
 * markup and as JSON text in a script (the FAQ's structured data). A sentence is swapped whole rather
 * than its list alone, since the longest phrase is tried first.
 */
export function rewriteCities(html: string, from: SiteCities, to: SiteCities): string {
  const before = cityPhrases(from);
  const after = cityPhrases(to);
  const keys = Object.keys(before) as (keyof typeof before)[];
  const swapsFor = (encode: (text: string) => string) =>
    swapper(new Map(keys.map((key) => [encode(before[key]), encode(after[key])])));
  const inMarkup = swapsFor(escapeHtml);
  const inScript = swapsFor(escapeJsonText);
  const meta = `<meta name="${CITIES_META_NAME}" content="${escapeHtml(citiesMetaContent(to))}"/>`;
  let out = "";
  let at = 0;
  for (const script of html.matchAll(SCRIPT)) {
    out += inMarkup(html.slice(at, script.index)) + inScript(script[0]);
    at = script.index + script[0].length;
  }
  return (out + inMarkup(html.slice(at))).replace(META, () => meta);
}
