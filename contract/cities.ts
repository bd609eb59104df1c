/**
 * The live and planned cities as the marketing copy names them, and every phrase of the copy that names
 * them. The cities come from the hubs (the `cities` table): the server writes the current lists into each
 * page it serves (the `stashd-cities` meta, and these phrases in the text), and the app reads that meta
 * when it loads, so a city opened at /admin/hubs shows on every page without a rebuild (decision 276).
 * This module is pure: the server imports it to rewrite the pages with the same phrases the app renders.
 */

export interface SiteCities {
  live: readonly string[];
  planned: readonly string[];
}

/** The cities the pages are pre-rendered with: the hubs as the first migration seeds them. */
export const BUILD_TIME_CITIES: SiteCities = {
  live: ["Bangalore", "Mumbai", "Delhi NCR"],
  planned: ["Hyderabad", "Pune", "Chennai"],
};

/** The `<meta name=…>` that carries the current lists (JSON) in every page. */
export const CITIES_META_NAME = "stashd-cities";

/** "A, B and C" (or "A, B or C"): a list as it reads in a sentence. */
export function cityList(cities: readonly string[], last: "and" | "or" = "and") {
  return new Intl.ListFormat("en-IN", { type: last === "and" ? "conjunction" : "disjunction" }).format(cities);
}

const isCityArray = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((city) => typeof city === "string" && city.trim() !== "");

/** The meta's content as lists, or undefined when it is missing or not what the server writes. */
export function parseCitiesMeta(content: string | null | undefined): SiteCities | undefined {
  if (!content) return undefined;
  try {
    const value: unknown = JSON.parse(content);
    if (typeof value !== "object" || value === null) return undefined;
    const { live, planned } = value as Record<string, unknown>;
    return isCityArray(live) && live.length > 0 && isCityArray(planned) ? { live, planned } : undefined;
  } catch {
    return undefined;
  }
}

export const citiesMetaContent = (cities: SiteCities) => JSON.stringify({ live: cities.live, planned: cities.planned });

/**
 * The lists this page was served with; the build-time lists where there is no page (pre-rendering, unit
 * tests) or its meta is unreadable. Read once, when the content modules load, so that hydration and every
 * later client-side navigation render the same cities the server wrote into the HTML.
 */
export function readSiteCities(doc: Pick<Document, "querySelector"> | undefined = globalThis.document): SiteCities {
  const content = doc?.querySelector<HTMLMetaElement>(`meta[name="${CITIES_META_NAME}"]`)?.content;
  return parseCitiesMeta(content) ?? BUILD_TIME_CITIES;
}

/**
 * Every phrase of the copy that names the cities. Copy writes its city text only through these (never a
 * list of its own), so that the server, which swaps each phrase of the build for the current one, leaves
 * no page naming the old cities. Each phrase reads right for one city as for several, and for none planned.
 */
export function cityPhrases({ live, planned }: SiteCities) {
  const next = planned.length === 1 ? "comes" : "come";
  return {
    /** "Bangalore, Mumbai and Delhi NCR" */
    live: cityList(live),
    /** "Bangalore, Mumbai or Delhi NCR" */
    liveOr: cityList(live, "or"),
    /** The FAQ's answer to "Which cities do you serve?". */
    serve: [
      `${cityList(live)} ${live.length === 1 ? "is" : "are"} live.`,
      planned.length === 0
        ? "More cities come next, depending on demand from the waitlist."
        : `${cityList(planned)} ${next} next, depending on demand from the waitlist.`,
    ].join(" "),
    /** The company story's "what comes next". */
    next:
      planned.length === 0
        ? "More cities come next, depending on demand."
        : `${cityList(planned)} ${next} next, depending on demand.`,
    /** The navigation panel's line. */
    panel: `Live in ${cityList(live)}. ${planned.length === 0 ? "More cities" : cityList(planned)} follow${planned.length === 1 ? "s" : ""} demand.`,
  };
}

export type CityPhrases = ReturnType<typeof cityPhrases>;
