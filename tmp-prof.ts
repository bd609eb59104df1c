import SQLite from "better-sqlite3";
import { CamelCasePlugin, Kysely, SqliteDialect } from "kysely";
import { funnelBreakdown } from "./server/services/trending/breakdown.js";
import { funnelOverview, funnelTimeseries } from "./server/services/trending/queries.js";
const sqlite = new SQLite(process.argv[2] ?? "/work/benchdb/mine/stashd.sqlite", { readonly: true });
sqlite.pragma("cache_size = -65536"); sqlite.pragma("mmap_size = 2147418112");
const db = new Kysely<any>({ dialect: new SqliteDialect({ database: sqlite }), plugins: [new CamelCasePlugin()],
  log: (e) => { if (e.level === "query") console.log(e.queryDurationMillis.toFixed(1).padStart(8), e.query.sql.replace(/\s+/g, " ").slice(0, 160)); } });
const range = { from: "2026-08-25", to: "2026-11-22" } as any;
for (let i = 0; i < 2; i++) {
  let t = performance.now(); await funnelOverview(db); console.log("OVERVIEW", (performance.now() - t).toFixed(0));
  t = performance.now(); await funnelTimeseries(db, "sqlite", range); console.log("SERIES", (performance.now() - t).toFixed(0));
  t = performance.now(); await funnelBreakdown(db, "sqlite", "home_city", range); console.log("BREAKDOWN", (performance.now() - t).toFixed(0));
}
