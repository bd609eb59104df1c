import { SITE_PATHS } from "../../contract/site-paths.js";
import { DIRECT_SOURCE } from "../../contract/traffic.js";
import { addDays, istDayOf } from "../../contract/trending-days.js";
import type { Db } from "../db/database.js";

/** Where demo visitors come from, with their share of a day's visitors. */
const SOURCES: [string, number][] = [
  [DIRECT_SOURCE, 0.3],
  ["Google", 0.25],
  ["LinkedIn", 0.12],
  ["WhatsApp", 0.1],
  ["Instagram", 0.08],
  ["X", 0.04],
  ["Facebook", 0.04],
  ["newsletter", 0.03],
  ["Bing", 0.02],
  ["medium.com", 0.02],
];

/** The pages demo visitors see: the home page most, the rest less and less. */
export const DEMO_PATHS: readonly string[] = SITE_PATHS;
const pageShare = (index: number) => 1 / (index + 2);
const PAGE_WEIGHT = DEMO_PATHS.reduce((sum, _path, index) => sum + pageShare(index), 0);

/** Landing page and source for a demo sign-up, drawn with the same shares as the demo visitors. */
export function demoLanding(next: () => number) {
  const pick = (weights: number[]) => {
    let roll = next() * weights.reduce((a, b) => a + b, 0);
    for (const [index, weight] of weights.entries()) {
      roll -= weight;
      if (roll < 0) return index;
    }
    return 0;
  };
  return {
    landingPath: DEMO_PATHS[pick(DEMO_PATHS.map((_p, i) => pageShare(i)))] ?? "/",
    landingSource: SOURCES[pick(SOURCES.map(([, share]) => share))]?.[0] ?? DIRECT_SOURCE,
  };
}

/**
 * Visitors a day for a demo of `rows` entries (joined over a year): twenty per daily sign-up, so about 5%
 * of visitors join, and never fewer than 100.
 */
export const demoVisitorsPerDay = (rows: number) => Math.max(100, Math.round((rows / 365) * 20));

/**
 * Daily traffic aggregates for the last `days` Indian days at about `visitorsPerDay` site visitors a day
 * (`npm run seed:demo -- --traffic-days 365`), written straight into the aggregate tables as the counter
 * would have left them: a visitor sees 1.6 pages on average, a page's visitors view it 1.2 times.
 */
export async function seedTraffic(db: Db, days: number, visitorsPerDay: number, next: () => number) {
  const today = istDayOf(new Date());
  for (let back = days - 1; back >= 0; back--) {
    const day = addDays(today, -back);
    const level = visitorsPerDay * (0.8 + 0.4 * next());
    const site = SOURCES.map(([source, share]) => ({ day, source, visitors: Math.round(level * share) }));
    const pages = SOURCES.flatMap(([source, share]) =>
      DEMO_PATHS.map((path, index) => {
        const visitors = Math.round((level * share * 1.6 * pageShare(index)) / PAGE_WEIGHT);
        return { day, path, source, visitors, pageviews: Math.round(visitors * (1.1 + 0.2 * next())) };
      }),
    );
    // A second run leaves the days already seeded as they are.
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto("trafficSiteDays")
        .values(site)
        .onConflict((oc) => oc.doNothing())
        .execute();
      await trx
        .insertInto("trafficPageDays")
        .values(pages)
        .onConflict((oc) => oc.doNothing())
        .execute();
    });
  }
}
