import { type BreakdownGrouping, type BreakdownRow, breakdownGroup, NONE_LABEL } from "../../../contract/trending.js";
import type { FunnelStep } from "./series.js";

/**
 * Events counted per raw (group column, company) pair. `value` is the home city, the JSON text list of
 * preferred cities or the UTM source, as stored; `value` and `company` are null when the events came from
 * no survey (a manual invite, or a signup from one).
 */
export interface GroupCount {
  value: string | null;
  company: string | null;
  n: number;
}

export type CountedEvents = Record<FunnelStep, readonly GroupCount[]>;

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
function groupsOf(by: BreakdownGrouping, value: string | null): string[] {
  if (value === null) return [NONE_LABEL];
  if (by === "preferred_city") {
    const cities = preferredCities(value);
    return cities.length ? cities : [NONE_LABEL];
  }
  const label = by === "utm_source" ? tidy(value).toLowerCase() : tidy(value);
  return [label || NONE_LABEL];
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

/** Merges pre-counted waitlists, invites and signups into rows by the chosen dimension and by company. */
export function groupBreakdown(by: BreakdownGrouping, events: CountedEvents): BreakdownRow[] {
  const buckets = new Map<string, Bucket>();
  for (const step of ["waitlists", "invites", "signups"] as const) {
    for (const { value, company, n } of events[step]) {
      const spelling = tidy(company ?? "");
      for (const group of groupsOf(by, value)) {
        const key = `${group}\u0000${companyKey(spelling)}`;
        const bucket = buckets.get(key) ?? {
          group,
          spellings: new Map(),
          counts: { waitlists: 0, invites: 0, signups: 0 },
        };
        bucket.counts[step] += n;
        bucket.spellings.set(spelling, (bucket.spellings.get(spelling) ?? 0) + n);
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
