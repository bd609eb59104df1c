/**
 * How a visit's source is named, shared by the public pages' beacon (app/lib/page-views.ts), the sign-up
 * form and the server. No zod here: the marketing pages load this file, and must stay light.
 */

/** Limits of what the page sends; longer values are cut, never refused (a count must not fail). */
export const TRAFFIC_LIMITS = { path: 200, referrer: 500, utm: 100, source: 100 } as const;

/** The label of a visit that came with no referrer from another site and no utm_source. */
export const DIRECT_SOURCE = "Direct";

/** Where sources that are not short labels, and a day's sources past its first 50, are counted. */
export const OTHER_SOURCE = "Other";

/** Named sources a day keeps per page (and for the whole site); later ones are counted under "Other". */
export const MAX_NAMED_SOURCES_PER_DAY = 50;

/**
 * A source staff may see: a short label of letters (with their marks: Indic scripts), digits, `.`, `-`, `_`. Anything else (a phone
 * number and a call to action, a link, a right-to-left override) would be a message written to staff by
 * whoever crafts a link, so it counts as "Other".
 */
const SOURCE_LABEL = /^[\p{L}\p{M}\p{N}._-]{1,40}$/u;

/**
 * A source as it is stored and shown: case-folded when it is a UTM value (so "X" and "x" are one source),
 * and "Other" unless it is a short label. Named sites keep their capitals ("Google"); the report merges
 * sources case-insensitively, so "google" from a UTM value and "Google" from a referrer are one row.
 */
export function sourceLabel(raw: string, { fold = true } = {}): string {
  const value = fold ? raw.normalize("NFKC").toLowerCase() : raw;
  return SOURCE_LABEL.test(value) ? value : OTHER_SOURCE;
}

/** Referrer hosts named after the site they belong to (a host or any of its subdomains; "www." ignored). */
const NAMED_HOSTS: [RegExp, string][] = [
  [/(^|\.)google\.[a-z.]+$/, "Google"],
  [/(^|\.)bing\.com$/, "Bing"],
  [/(^|\.)duckduckgo\.com$/, "DuckDuckGo"],
  [/(^|\.)(yahoo\.com|search\.yahoo\.[a-z.]+)$/, "Yahoo"],
  [/(^|\.)(linkedin\.com|lnkd\.in)$/, "LinkedIn"],
  [/(^|\.)(whatsapp\.com|wa\.me)$/, "WhatsApp"],
  [/(^|\.)instagram\.com$/, "Instagram"],
  [/(^|\.)(x\.com|twitter\.com|t\.co)$/, "X"],
  [/(^|\.)(facebook\.com|fb\.com|fb\.me)$/, "Facebook"],
  [/(^|\.)(youtube\.com|youtu\.be)$/, "YouTube"],
  [/(^|\.)reddit\.com$/, "Reddit"],
];

/**
 * An http(s) URL whose host is plain ASCII labels ending in a letter (so not an IPv4 address, not
 * punycode) followed by an optional port: nearly every referrer. Its host is exactly what `new URL` would
 * answer, lower-cased, for a fraction of the cost (the beacon names a source on every page view).
 */
const PLAIN_HOST = /^https?:\/\/((?:[a-z0-9-]+\.)*[a-z][a-z0-9-]*)(?::\d{0,4})?(?:[/?#]|$)/i;

const withoutWww = (host: string) => host.toLowerCase().replace(/^www\./, "");

/** `referrerHost` by the WHATWG URL parser alone: every referrer's answer, and the quick path's reference. */
export function hostByUrlParser(referrer: string): string {
  try {
    const url = new URL(referrer);
    if (url.protocol !== "http:" && url.protocol !== "https:") return "";
    return withoutWww(url.hostname);
  } catch {
    return "";
  }
}

/** The host of a referrer URL, lower-cased and without "www.", or "" when it is not an http(s) URL. */
export function referrerHost(referrer: string | null | undefined): string {
  if (!referrer) return "";
  const plain = PLAIN_HOST.exec(referrer)?.[1];
  if (plain && !/(^|\.)xn--/i.test(plain)) return withoutWww(plain);
  return hostByUrlParser(referrer);
}

/**
 * The name of a visit's source: its utm_source when there is one (case-folded, as the funnel breakdown
 * groups UTM sources), else the referrer's site by name (Google, LinkedIn, …) or host, else "Direct";
 * "Other" for anything that is not a short label (`sourceLabel`).
 * A referrer from our own host is "Direct": it is a page of this site, not a source.
 */
export function sourceName(
  visit: { referrer?: string | null; utmSource?: string | null },
  ownHosts: readonly string[] = [],
): string {
  const utm = visit.utmSource?.trim();
  if (utm) return sourceLabel(utm);
  const host = referrerHost(visit.referrer);
  const own = ownHosts.map((name) => name.toLowerCase().replace(/^www\./, ""));
  if (!host || own.includes(host)) return DIRECT_SOURCE;
  return NAMED_HOSTS.find(([pattern]) => pattern.test(host))?.[1] ?? sourceLabel(host);
}
