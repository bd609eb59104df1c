import { sql } from "kysely";
import {
  NOT_RECORDED_LABEL,
  sourceLabel,
  TRAFFIC_OTHER_LABEL,
  TRAFFIC_TOP_ROWS,
  type TrafficReport,
} from "../../../contract/traffic.js";
import type { DayRange } from "../../../contract/trending.js";
import { eachDay } from "../../../contract/trending-days.js";
import type { Db } from "../../db/database.js";

type Sums = Record<string, number>;

/** Sums of `columns` per value of `group` over the days of the range, from one daily aggregate table. */
async function sums(db: Db, table: string, group: string, columns: string[], range: DayRange) {
  const selected = sql.raw(columns.map((c) => `sum(${c}) as ${c}`).join(", "));
  const { rows } = await sql<Record<string, string | number>>`
    select ${sql.ref(group)} as g, ${selected} from ${sql.table(table)}
    where day >= ${range.from} and day <= ${range.to} group by ${sql.ref(group)}`.execute(db);
  return new Map(rows.map((row) => [String(row.g), Object.fromEntries(columns.map((c) => [c, Number(row[c])]))]));
}

/** Joins every group's counts from several maps into rows, zero where a map has no such group. */
function merge(maps: Map<string, Sums>[], columns: string[]): [string, Sums][] {
  const groups = new Set(maps.flatMap((map) => [...map.keys()]));
  return [...groups].map((group) => {
    const counts = Object.fromEntries(columns.map((c) => [c, 0]));
    for (const map of maps) Object.assign(counts, map.get(group));
    return [group, counts];
  });
}

/**
 * Sources as staff see them: one row per source whatever its case ("X" and "x" together, under the
 * spelling with the most visitors), and "Other" for a stored value that is not a short label (rows kept
 * from before the rule, or a sign-up's landing source).
 */
function shownSources(rows: [string, Sums][], columns: string[]): [string, Sums][] {
  const merged = new Map<string, { label: string; best: number; sums: Sums }>();
  for (const [source, sums] of rows) {
    const label = source === "" ? source : sourceLabel(source, { fold: false });
    const key = label.toLowerCase();
    const row = merged.get(key);
    if (!row) {
      merged.set(key, { label, best: sums.visitors ?? 0, sums: { ...sums } });
      continue;
    }
    if ((sums.visitors ?? 0) > row.best) Object.assign(row, { label, best: sums.visitors ?? 0 });
    for (const c of columns) row.sums[c] = (row.sums[c] ?? 0) + (sums[c] ?? 0);
  }
  return [...merged.values()].map((row) => [row.label, row.sums]);
}

/**
 * The largest rows by visitors (then joins), and one "Other" row adding up the rest (with any row already
 * named Other), so columns add up.
 */
function topRows(rows: [string, Sums][], columns: string[]): [string, Sums][] {
  const stored = rows.filter(([group]) => group === TRAFFIC_OTHER_LABEL);
  const sorted = rows
    .filter(([group]) => group !== TRAFFIC_OTHER_LABEL)
    .sort(
      ([a, x], [b, y]) =>
        (y.visitors ?? 0) - (x.visitors ?? 0) || (y.joins ?? 0) - (x.joins ?? 0) || a.localeCompare(b),
    );
  if (sorted.length <= TRAFFIC_TOP_ROWS && stored.length === 0) return sorted;
  const rest = [...sorted.slice(TRAFFIC_TOP_ROWS), ...stored];
  const other = Object.fromEntries(columns.map((c) => [c, rest.reduce((sum, [, row]) => sum + (row[c] ?? 0), 0)]));
  return [...sorted.slice(0, TRAFFIC_TOP_ROWS), [TRAFFIC_OTHER_LABEL, other]];
}

const total = (map: Map<string, Sums>, column: string) =>
  [...map.values()].reduce((sum, row) => sum + (row[column] ?? 0), 0);

/** The first day a visit was counted: the first key of the site aggregate's (day, source) primary key. */
async function firstCountedDay(db: Db): Promise<string | null> {
  const { rows } = await sql<{ day: string | null }>`select min(day) as day from traffic_site_days`.execute(db);
  return rows[0]?.day ?? null;
}

/**
 * Visitors, page views and sign-ups over a range of Indian days, read from the daily aggregates only
 * (day × page × source), so the answer costs the same at 50 visitors a day or 50,000. Page visitors count
 * a visitor on each page they saw; site visitors (totals, days, sources) count them once a day.
 */
export async function trafficReport(db: Db, range: DayRange): Promise<TrafficReport> {
  const [siteDays, siteSources, pageDays, pagePaths, joinDays, joinPaths, joinSources] = await Promise.all([
    sums(db, "traffic_site_days", "day", ["visitors"], range),
    sums(db, "traffic_site_days", "source", ["visitors"], range),
    sums(db, "traffic_page_days", "day", ["pageviews"], range),
    sums(db, "traffic_page_days", "path", ["visitors", "pageviews"], range),
    sums(db, "traffic_join_days", "day", ["joins"], range),
    sums(db, "traffic_join_days", "path", ["joins"], range),
    sums(db, "traffic_join_days", "source", ["joins"], range),
  ]);
  const countedSince = await firstCountedDay(db);
  const joinsSinceCounted =
    countedSince === null
      ? 0
      : [...joinDays].reduce((sum, [day, row]) => sum + (day >= countedSince ? (row.joins ?? 0) : 0), 0);
  const label = (value: string) => value || NOT_RECORDED_LABEL;
  const pageColumns = ["visitors", "pageviews", "joins"];
  const sourceColumns = ["visitors", "joins"];
  return {
    visitors: total(siteDays, "visitors"),
    pageviews: total(pageDays, "pageviews"),
    joins: total(joinDays, "joins"),
    countedSince,
    joinsSinceCounted,
    days: eachDay(range.from, range.to).map((day) => ({
      day,
      visitors: siteDays.get(day)?.visitors ?? 0,
      pageviews: pageDays.get(day)?.pageviews ?? 0,
      joins: joinDays.get(day)?.joins ?? 0,
    })),
    pages: topRows(merge([pagePaths, joinPaths], pageColumns), pageColumns).map(([path, row]) => ({
      path: label(path),
      visitors: row.visitors ?? 0,
      pageviews: row.pageviews ?? 0,
      joins: row.joins ?? 0,
    })),
    sources: topRows(shownSources(merge([siteSources, joinSources], sourceColumns), sourceColumns), sourceColumns).map(
      ([source, row]) => ({
        source: label(source),
        visitors: row.visitors ?? 0,
        joins: row.joins ?? 0,
      }),
    ),
  };
}
