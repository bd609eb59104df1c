import { afterAll, expect, it } from "vitest";
import { migrateToLatest } from "../../db/migrate.js";
import { insertRows, surveyRow } from "../../seed/rows.js";
import { planningDatabase } from "../../test-support/query-plans.js";
import { runBackfill } from "../jobs/backfill.js";
import { previewWave, recentWaves } from "../jobs/waves.js";
import { homeCityCount } from "./city-line.js";
import { listHubs } from "./hubs.js";
import { cityPlace } from "./wait-estimate.js";

/**
 * SQLite's plan for every query of a hubs request: the waitlist and the invites are reached through an
 * index, never read whole, and a city's line is counted from its partial index alone (COVERING).
 */
const { db, captured, plan, close } = planningDatabase();
afterAll(close);

it("reads the waitlist and the invites through indexes only", async () => {
  await migrateToLatest(db);
  const entry = surveyRow({ homeCity: "Bangalore", confirmedAt: new Date().toISOString() });
  await insertRows(db, "surveyResponses", [entry, surveyRow({ homeCity: "Pune" })]);
  await db.updateTable("cities").set({ weeklyCapacity: 10, backfill: 1 }).where("name", "=", "Bangalore").execute();
  captured.length = 0;
  await listHubs(db);
  await previewWave(db, "Bangalore");
  await recentWaves(db);
  await cityPlace(db, entry, false);
  await homeCityCount.get(db, "Pune");
  const silent = { warn: () => {}, info: () => {} } as never;
  await runBackfill({ db, reader: db, log: silent, config: {} as never, inviteMail: {} as never });

  const plans = captured.filter((q) => /survey_responses|invites/.test(q.sql)).map(plan);
  expect(plans.length).toBeGreaterThan(8);
  for (const detail of plans) expect(detail).not.toMatch(/SCAN (survey_responses|invites)\b(?! USING)/);
  // Every read of a city's line (counts, bounded counts, the head of the line) is its partial index;
  // counts read nothing else.
  // (The people of the line staff revoked are found from the revoked invites instead: a union of two joins.)
  const line = captured.filter(
    (q) => q.sql.includes(`"survey_responses"."confirmed_at" is not null`) && !q.sql.includes(" union "),
  );
  expect(line.length).toBeGreaterThan(4);
  for (const q of line) expect(plan(q)).toMatch(/INDEX survey_responses_city_line/);
  for (const q of line.filter((q) => q.sql.startsWith("select count(*)"))) {
    expect(plan(q)).toMatch(/COVERING INDEX survey_responses_city_line/);
  }
});
