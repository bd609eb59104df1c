import { type BreakdownGrouping, type BreakdownRow, breakdownGroup, NONE_LABEL } from "../../../contract/trending.js";
import type { FunnelStep } from "./series.js";

/** The survey response an event is attributed to; null for a manual invite (and its signup) with no survey. */
export interface Attribution {
  homeCity: string;
  company: string;
  /** JSON text array of city names, as stored. */
  preferredCities: string;
  utmSource: string | null;
}

export type AttributedEvents = Record<FunnelStep, readonly (Attribution | null)[]>;

/** "  ACME   corp " and "Acme Corp" are one company: trimmed, inner spaces collapsed, case ignored. */
export function companyKey(company: string): string {
  return tidy(company).toLowerCase();
}

function tidy(text: string): string {
  return text.trim().replace(/\s+/g, " ");
}

function preferredCities(json: string): string[] {
  try {
    const parsed: unknown = JSON.parse(json);
    if (!Array.isArray(parsed)) return [];
    return [
      ...new Set(
        parsed
          .filter((c): c is string => typeof c === "string")
          .map(tidy)
          .filter(Boolean),
      ),
    ];
  } catch {
    return [];
  }
}

/** The group(s) an event falls in; one survey naming three preferred cities counts once in each. */
function groupsOf(by: BreakdownGrouping, source: Attribution | null): string[] {
  if (!source) return [NONE_LABEL];
  if (by === "home_city") return [tidy(source.homeCity) || NONE_LABEL];
  if (by === "utm_source") return [tidy(source.utmSource ?? "").toLowerCase() || NONE_LABEL];
  const cities = preferredCities(source.preferredCities);
  return cities.length ? cities : [NONE_LABEL];
}

interface Bucket {
  group: string;
  spellings: Map<string, number>;
  counts: Record<FunnelStep, number>;
}

/** The spelling most rows used; on a tie, capitals first ("Acme Corp" over "acme corp"), so the label is stable. */
function commonSpelling(spellings: Map<string, number>): string {
  const sorted = [...spellings].sort(([a, m], [b, n]) => n - m || a.localeCompare(b, "en", { caseFirst: "upper" }));
  return sorted[0]?.[0] || NONE_LABEL;
}

/** Groups attributed waitlists, invites and signups by the chosen dimension and by company. */
export function groupBreakdown(by: BreakdownGrouping, events: AttributedEvents): BreakdownRow[] {
  const buckets = new Map<string, Bucket>();
  for (const step of ["waitlists", "invites", "signups"] as const) {
    for (const source of events[step]) {
      const spelling = source ? tidy(source.company) : "";
      for (const group of groupsOf(by, source)) {
        const key = `${group}\u0000${companyKey(spelling)}`;
        const bucket = buckets.get(key) ?? {
          group,
          spellings: new Map(),
          counts: { waitlists: 0, invites: 0, signups: 0 },
        };
        bucket.counts[step] += 1;
        bucket.spellings.set(spelling, (bucket.spellings.get(spelling) ?? 0) + 1);
        buckets.set(key, bucket);
      }
    }
  }
  const rows = [...buckets.values()].map(({ group, spellings, counts }) => {
    const company = commonSpelling(spellings);
    return by === "utm_source" ? { source: group, company, ...counts } : { city: group, company, ...counts };
  });
  return rows.sort(
    (a, b) =>
      b.waitlists - a.waitlists ||
      breakdownGroup(a).localeCompare(breakdownGroup(b)) ||
      a.company.localeCompare(b.company),
  );
}
