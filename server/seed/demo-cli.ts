// `npm run seed:demo -- --rows N [--invites N] [--signups N] [--traffic-days D [--visitors-per-day V]]`:
// synthetic demo data in the database the environment configures (DATA_DIR or DATABASE_URL), after
// bringing its schema up to date, with D days of visits by page and source (default 90, so a new founder's
// funnel has visits to divide) at V visitors a day (default: twenty per daily sign-up, at least 100).
import { parseArgs } from "node:util";
import { sql } from "kysely";
import { loadConfig } from "../config.js";
import { createDatabase } from "../db/database.js";
import { migrateOn } from "../db/migrate.js";
import { random, seedDemo } from "./demo.js";
import { demoVisitorsPerDay, seedTraffic } from "./traffic.js";

const { values } = parseArgs({
  options: {
    rows: { type: "string", default: "10000" },
    invites: { type: "string" },
    signups: { type: "string" },
    "traffic-days": { type: "string", default: "90" },
    "visitors-per-day": { type: "string" },
  },
});
const trafficDays = Number(values["traffic-days"]);
const rows = Number(values.rows);
const visitorsPerDay = Number(values["visitors-per-day"] ?? demoVisitorsPerDay(rows));
// By default a tenth of the waitlist is invited and three in ten of those sign up.
const invites = values.invites === undefined ? Math.round(rows / 10) : Number(values.invites);
const signups = values.signups === undefined ? Math.round(invites * 0.3) : Number(values.signups);
const counts = [rows, invites, signups, trafficDays, visitorsPerDay];
if (!counts.every((n) => Number.isInteger(n) && n >= 0) || invites > rows || signups > invites) {
  console.error(
    "usage: npm run seed:demo -- --rows N [--invites N <= rows] [--signups N <= invites] [--traffic-days D] [--visitors-per-day V]",
  );
  process.exit(2);
}

const config = loadConfig();
const { db, dialect } = createDatabase(config);
try {
  await migrateOn(config, db);
  if (dialect === "sqlite") {
    // Random keys land all over the indexes: a large page cache keeps them in memory while loading.
    await sql`pragma cache_size = -262144`.execute(db);
    // This connection only, and acceptable for demo data: no fsync at commit or checkpoint (seconds for a
    // gigabyte of WAL). A crash of the machine itself could lose or damage the seeded file; a killed seed
    // still changes nothing. The app's own connections keep synchronous = FULL.
    await sql`pragma synchronous = off`.execute(db);
  }
  const started = performance.now();
  let reported = 0;
  await seedDemo(db, { rows, invites, signups }, (done) => {
    if (done - reported >= 100_000 || done === rows) {
      reported = done;
      console.log(`${done.toLocaleString("en-IN")} entries (${((performance.now() - started) / 1000).toFixed(1)} s)`);
    }
  });
  if (trafficDays > 0) {
    // A fixed sequence, so the same days get the same traffic every time.
    await seedTraffic(db, trafficDays, visitorsPerDay, random(7));
    console.log(`${trafficDays} days of traffic at ~${visitorsPerDay.toLocaleString("en-IN")} visitors a day`);
  }
  // Fresh statistics, so the planners see the new sizes at once (SQLite: a quick sampled analysis).
  // PostgreSQL also vacuums: until the visibility map knows the new pages, every count through an index
  // visits the table too (a city's total fetched 20k table rows besides the index right after a load).
  if (dialect === "sqlite") await sql`pragma analysis_limit = 1000`.execute(db);
  await (dialect === "sqlite" ? sql`analyze` : sql`vacuum analyze`).execute(db);
  const cpu = process.cpuUsage();
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `Seeded ${rows} waitlist entries, ~${invites} invites, ~${signups} signups into ${dialect} in ${seconds.toFixed(1)} s` +
      ` (this process used ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s of CPU; SQLite's work counts there too).`,
  );
} finally {
  await db.destroy();
}
