import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { OTHER_SOURCE } from "../../contract/traffic.js";
import { addDays, istDayOf } from "../../contract/trending-days.js";
import { purgeTrafficAggregates } from "../services/traffic/retention.js";
import { appWithStaff } from "../test-support/staff-app.js";

const chrome = (n: number) =>
  `Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${n}.0 Safari/537.36`;

describe("the public beacon under a flood", () => {
  const ctx = appWithStaff();

  /** The database's size in bytes: SQLite's pages (the write-ahead log's included), PostgreSQL's files. */
  async function databaseBytes() {
    const db = ctx.app.db;
    if (ctx.config.databaseUrl) {
      const { rows } = await sql<{ n: string }>`select pg_database_size(current_database()) as n`.execute(db);
      return Number(rows[0]?.n);
    }
    const { rows } = await sql<{ n: number }>`select (select page_count from pragma_page_count()) *
      (select page_size from pragma_page_size()) as n`.execute(db);
    return Number(rows[0]?.n);
  }

  async function sourcesOf(table: "trafficSiteDays" | "trafficPageDays", day: string) {
    const rows = await ctx.app.db.selectFrom(table).select("source").distinct().where("day", "=", day).execute();
    return rows.map((row) => row.source);
  }

  it("stores next to nothing from 20,000 beacons of one address, each with a new source and user agent", async () => {
    await ctx.app.traffic.flush();
    const before = await databaseBytes();
    for (let i = 0; i < 20_000; i += 1) {
      const response = await ctx.app.inject({
        method: "POST",
        url: "/api/v1/visits",
        remoteAddress: "203.0.113.50",
        headers: { "user-agent": chrome(i) },
        payload: { path: "/", utmSource: `spam-${i}` },
      });
      if (response.statusCode !== 204) throw new Error(`beacon answered ${response.statusCode}`);
    }
    await ctx.app.traffic.flush();
    const grown = (await databaseBytes()) - before;
    expect(grown).toBeLessThan(200 * 1024);

    const today = istDayOf(new Date());
    const siteSources = await sourcesOf("trafficSiteDays", today);
    expect(siteSources.length).toBeLessThanOrEqual(51);
    expect(siteSources).toContain(OTHER_SOURCE);
    expect((await sourcesOf("trafficPageDays", today)).length).toBeLessThanOrEqual(51);
    // The excess is counted as dropped, not stored.
    const dropped = await ctx.app.metrics.registry.getSingleMetric("stashd_traffic_views_dropped_total")?.get();
    const total = (dropped?.values ?? []).reduce((sum, value) => sum + value.value, 0);
    expect(total).toBeGreaterThan(19_000);
  });

  it("keeps a day's first 50 named sources of a page across batches and counts later ones under Other", async () => {
    const today = istDayOf(new Date());
    for (let i = 0; i < 60; i += 1) {
      await ctx.app.traffic.record({
        path: "/pricing",
        source: `later-${i}`,
        address: "198.51.100.7",
        userAgent: chrome(i),
      });
      if (i === 30) await ctx.app.traffic.flush();
    }
    await ctx.app.traffic.flush();
    const rows = await ctx.app.db
      .selectFrom("trafficPageDays")
      .select(["source", "pageviews"])
      .where("day", "=", today)
      .where("path", "=", "/pricing")
      .execute();
    expect(rows.filter((row) => row.source !== OTHER_SOURCE)).toHaveLength(50);
    expect(rows.reduce((sum, row) => sum + row.pageviews, 0)).toBe(60);
  });

  it("removes the aggregates of days older than the retention", async () => {
    const today = istDayOf(new Date());
    const old = addDays(today, -10);
    const kept = addDays(today, -9);
    for (const day of [old, kept]) {
      await ctx.app.db.insertInto("trafficSiteDays").values({ day, source: "Direct", visitors: 1 }).execute();
      await ctx.app.db
        .insertInto("trafficPageDays")
        .values({ day, path: "/", source: "Direct", visitors: 1, pageviews: 1 })
        .execute();
    }
    expect(await purgeTrafficAggregates(ctx.app.db, 10)).toBe(2);
    const days = await ctx.app.db.selectFrom("trafficSiteDays").select("day").distinct().orderBy("day").execute();
    expect(days.map((d) => d.day)).not.toContain(old);
    expect(days.map((d) => d.day)).toContain(kept);
  });
});
