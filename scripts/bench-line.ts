// bench:line: the place-in-line query (server/services/me/place-in-line.ts) on a waitlist of
// BENCH_ROWS entries (default 1,000,000) with 1% invited, on SQLite (or DATABASE_URL). Prints the time
// for people at the front, the middle and the back of the line: the count walks the (queue_ms, id)
// index within the person's own day only (earlier days come from per-day counts, built first).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { createDatabase } from "../server/db/database.js";
import { migrateToLatest } from "../server/db/migrate.js";
import { entriesBeforeDay } from "../server/services/me/line-counts.js";
import { placeInLine } from "../server/services/me/place-in-line.js";

const rows = Number(process.env.BENCH_ROWS ?? 1_000_000);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "stashd-line-"));
const { db, dialect } = createDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir });
await migrateToLatest(db);

const start = Date.parse("2026-01-01T00:00:00.000Z");
const CHUNK = 2_000; // 13 columns: within both databases' bound-parameter limits
for (let from = 0; from < rows; from += CHUNK) {
  const values = [];
  for (let i = from; i < Math.min(rows, from + CHUNK); i++) {
    const at = new Date(start + i * 1000).toISOString();
    values.push({
      id: `e${String(i).padStart(8, "0")}`,
      name: "Bench Person",
      email: `p${i}@bench.example`,
      phone: "+919876543210",
      company: "",
      tripsPerMonth: "",
      homeCity: "Pune",
      preferredCities: "[]",
      consentAt: at,
      createdAt: at,
      updatedAt: at,
      referralCode: `code${i}`,
      queueMs: start + i * 1000,
      referrals: 0,
    });
  }
  await db.insertInto("surveyResponses").values(values).execute();
}
// 1% invited, spread through the line.
await sql`insert into invites (id, email, name, phone, source, status, survey_response_id, created_at, updated_at, expires_at)
  select 'i' || id, email, name, phone, 'survey', 'sent', id, created_at, created_at, '2099-01-01T00:00:00.000Z'
  from survey_responses where cast(substr(id, 2) as integer) % 100 = 7`.execute(db);
if (dialect === "postgres") await sql`analyze`.execute(db);

console.log(`bench:line on ${dialect}, ${rows.toLocaleString("en")} entries, 1% invited`);
const built = performance.now();
await entriesBeforeDay({ db, reader: db }, 0);
console.log(
  `per-day counts built in ${(performance.now() - built).toFixed(0)} ms (30-day windows, the event loop free between them)`,
);
for (const [label, i] of [
  ["front", 10],
  ["middle", Math.floor(rows / 2)],
  ["back", rows - 1],
] as const) {
  const id = `e${String(i).padStart(8, "0")}`;
  const times: number[] = [];
  let position: number | null = null;
  for (let run = 0; run < 5; run++) {
    const t = performance.now();
    position = await placeInLine({ db, reader: db }, { id });
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  console.log(
    `${label.padEnd(7)} position ${String(position).padStart(9)}   median ${times[2]?.toFixed(1)} ms   worst ${times[4]?.toFixed(1)} ms`,
  );
}
await db.destroy();
fs.rmSync(dataDir, { recursive: true, force: true });
