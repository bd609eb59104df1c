// bench:funnel: seeds a fresh database with 1,000,000 waitlist entries spread over a year (100,000 invites,
// 10,000 of them to people never on the waitlist and 5% revoked; 30,000 signups), then times each trending
// call (overview, time series, the three breakdowns) and the dashboard's three counts through the services,
// printing p50 and p95 in ms. SQLite by default; PostgreSQL when DATABASE_URL is set (its database is
// emptied first: use a scratch one). Target on a 2-core machine: <= 500 ms per trending call.
// Options (env): BENCH_ROWS (1000000), BENCH_RUNS (7), DATABASE_URL, BENCH_KEEP=1 (keep the SQLite file).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { sql } from "kysely";
import { resolveRange } from "../contract/trending.js";
import { createDatabase } from "../server/db/database.js";
import { migrateToLatest } from "../server/db/migrate.js";
import { countPeople } from "../server/services/funnel/funnel-steps.js";
import { funnelBreakdown } from "../server/services/trending/breakdown.js";
import { funnelOverview, funnelTimeseries } from "../server/services/trending/queries.js";

const rows = Number(process.env.BENCH_ROWS ?? 1_000_000);
const runs = Number(process.env.BENCH_RUNS ?? 7);
const invites = Math.round(rows / 10);
const signups = Math.round(rows * 0.03);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "stashd-bench-funnel-"));
const keep = process.env.BENCH_KEEP === "1"; // leave the SQLite database for EXPLAIN and the like
const { db, dialect } = createDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir });

const YEAR_S = 365 * 86_400;
/** An ISO-8601 UTC instant `seconds` before now, as SQL on either dialect. */
const before = (seconds: string) =>
  dialect === "sqlite"
    ? `strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-' || (${seconds}) || ' seconds')`
    : `to_char((now() - (${seconds}) * interval '1 second') at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
const numbers = (n: number) =>
  `with recursive n(i) as (select cast(1 as bigint) union all select i + 1 from n where i < ${n})`;

async function seed() {
  if (dialect === "postgres") await sql`drop schema public cascade; create schema public`.execute(db);
  await migrateToLatest(db);
  const cities =
    "case i % 6 when 0 then 'Bangalore' when 1 then 'Mumbai' when 2 then 'Delhi NCR' when 3 then 'Hyderabad' when 4 then 'Pune' else 'Chennai' end";
  // 20,000 companies, some in two spellings; one UTM source in three; preferred cities as JSON text.
  await sql
    .raw(`${numbers(rows)}
    insert into survey_responses (id, name, email, phone, company, trips_per_month, home_city, preferred_cities,
      consent_at, utm_source, created_at, updated_at)
    select 'sr' || i, 'Person ' || i, 'person' || i || '@example.test', '+919812345678',
      case when i % 7 = 0 then 'COMPANY ' || (i % 20000) else 'Company ' || (i % 20000) end, '2', ${cities},
      case i % 3 when 0 then '["Mumbai","Pune"]' when 1 then '["Bangalore"]' else '[]' end,
      ${before(`i * ${YEAR_S} / ${rows}`)},
      case i % 3 when 0 then 'linkedin' when 1 then 'google' else null end,
      ${before(`i * ${YEAR_S} / ${rows}`)}, ${before(`i * ${YEAR_S} / ${rows}`)}
    from n`)
    .execute(db);
  // Invite i goes to waitlist person i*9 (or, every tenth, to someone never on the waitlist).
  await sql
    .raw(`${numbers(invites)}
    insert into invites (id, email, source, status, survey_response_id, created_at, updated_at, expires_at)
    select 'inv' || i, case when i % 10 = 0 then 'walkin' || i || '@example.test' else 'person' || (i * 9) || '@example.test' end,
      'manual', case when i % 20 = 1 then 'revoked' when i <= ${signups} then 'accepted' else 'sent' end,
      case when i % 10 = 0 then null else 'sr' || (i * 9) end,
      ${before(`(i * 7919) % ${invites} * ${YEAR_S} / ${invites}`)}, ${before(`(i * 7919) % ${invites} * ${YEAR_S} / ${invites}`)}, '2099-01-01T00:00:00.000Z'
    from n`)
    .execute(db);
  await sql
    .raw(`insert into users (id, invite_id, email, name, phone, terms_accepted_at, created_at)
    select 'u' || id, id, email, name, '+919812345678', created_at, created_at from invites where status = 'accepted'`)
    .execute(db);
  await sql`analyze`.execute(db);
}

/** p50 and p95 of wall time, and p50 of this process's CPU time (on SQLite the query work itself). */
async function time(label: string, call: () => Promise<unknown>) {
  await call(); // warm-up
  const walls: number[] = [];
  const cpus: number[] = [];
  for (let run = 0; run < runs; run++) {
    const cpu = process.cpuUsage();
    const start = performance.now();
    await call();
    walls.push(performance.now() - start);
    const used = process.cpuUsage(cpu);
    cpus.push((used.user + used.system) / 1000);
  }
  const at = (values: number[], q: number) =>
    String(values.sort((a, b) => a - b)[Math.max(0, Math.ceil(q * values.length) - 1)]?.toFixed(0)).padStart(6);
  console.log(`| ${label.padEnd(34)} | ${at(walls, 0.5)} | ${at(walls, 0.95)} | ${at(cpus, 0.5)} |`);
}

const seedStart = performance.now();
await seed();
console.log(
  `${dialect}: seeded ${rows} waitlist entries, ${invites} invites, ${signups} signups in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`,
);
const range = resolveRange({});
const year = resolveRange({ from: range.to.replace(/^\d{4}/, (y) => String(Number(y) - 1)) });
console.log("| call                               | p50 ms | p95 ms | CPU ms |");
console.log("| ---------------------------------- | -----: | -----: | -----: |");
await time("overview", () => funnelOverview(db));
await time("timeseries (90 days)", () => funnelTimeseries(db, range));
for (const by of ["home_city", "preferred_city", "utm_source"] as const) {
  await time(`breakdown ${by} (90 days)`, () => funnelBreakdown(db, dialect, by, range));
}
await time("breakdown home_city (a year)", () => funnelBreakdown(db, dialect, "home_city", year));
for (const step of ["waitlists", "invites", "signups"] as const) {
  await time(`dashboard count ${step}`, () => countPeople(db, step));
}
await db.destroy();
if (keep) console.log(`kept ${dataDir}`);
else fs.rmSync(dataDir, { recursive: true, force: true });
