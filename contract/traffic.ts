import { z } from "zod";

/**
 * First-party, cookie-free traffic counting (docs/product.md, Traffic; decision 160): what a public page
 * reports after load, how a visit's source is named, and the staff report's shape.
 */

/** Limits of what the page sends; longer values are cut, never refused (a count must not fail). */
export const TRAFFIC_LIMITS = { path: 200, referrer: 500, utm: 100, source: 100 } as const;

/** The label of a visit that came with no referrer from another site and no utm_source. */
export const DIRECT_SOURCE = "Direct";

/** Joins whose landing page or source was not recorded (no-JavaScript form, entries from before counting). */
export const NOT_RECORDED_LABEL = "(not recorded)";

/** Pages are shown as the top 50 rows by visitors plus one "Other" row, like the funnel breakdown. */
export const TRAFFIC_TOP_ROWS = 50;
export const TRAFFIC_OTHER_LABEL = "Other";

/** The traffic report's default range: the last 30 Indian days, today included. */
export const TRAFFIC_DEFAULT_DAYS = 30;

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

/** The host of a referrer URL, lower-cased and without "www.", or "" when it is not an http(s) URL. */
export function referrerHost(referrer: string | null | undefined): string {
  if (!referrer) return "";
  try {
    const url = new URL(referrer);
    if (url.protocol !== "http:" && url.protocol !== "https:") return "";
    return url.hostname.toLowerCase().replace(/^www\./, "");
  } catch {
    return "";
  }
}

/**
 * The name of a visit's source: its utm_source when there is one (lower-cased, as the funnel breakdown
 * groups UTM sources), else the referrer's site by name (Google, LinkedIn, …) or host, else "Direct".
 * A referrer from our own host is "Direct": it is a page of this site, not a source.
 */
export function sourceName(
  visit: { referrer?: string | null; utmSource?: string | null },
  ownHosts: readonly string[] = [],
): string {
  const utm = visit.utmSource?.trim().toLowerCase().slice(0, TRAFFIC_LIMITS.source);
  if (utm) return utm;
  const host = referrerHost(visit.referrer);
  const own = ownHosts.map((name) => name.toLowerCase().replace(/^www\./, ""));
  if (!host || own.includes(host)) return DIRECT_SOURCE;
  return NAMED_HOSTS.find(([pattern]) => pattern.test(host))?.[1] ?? host.slice(0, TRAFFIC_LIMITS.source);
}

const clipped = (max: number) =>
  z
    .string()
    .transform((value) => value.trim().slice(0, max) || null)
    .nullish();

/** What a public page sends after load: its path and its visit's referrer and UTM values. */
export const pageViewSchema = z.object({
  path: z.string().min(1).max(2000),
  referrer: clipped(TRAFFIC_LIMITS.referrer),
  utmSource: clipped(TRAFFIC_LIMITS.utm),
  utmMedium: clipped(TRAFFIC_LIMITS.utm),
  utmCampaign: clipped(TRAFFIC_LIMITS.utm),
});
export type PageView = z.infer<typeof pageViewSchema>;

const count = z.number().int().nonnegative();

export const trafficReportSchema = z.object({
  visitors: count,
  pageviews: count,
  joins: count,
  days: z.array(z.object({ day: z.string(), visitors: count, pageviews: count, joins: count })),
  pages: z.array(z.object({ path: z.string(), visitors: count, pageviews: count, joins: count })),
  sources: z.array(z.object({ source: z.string(), visitors: count, joins: count })),
});
export type TrafficReport = z.infer<typeof trafficReportSchema>;
