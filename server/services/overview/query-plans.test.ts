import { afterAll, expect, it } from "vitest";
import { migrateToLatest } from "../../db/migrate.js";
import { insertInvite, insertSurvey } from "../../seed/rows.js";
import { planningDatabase } from "../../test-support/query-plans.js";
import { weekOverview } from "./week-overview.js";

/**
 * SQLite's plan for every query of the founder's home: the week's invites and accounts are ranges of their
 * created_at indexes, so the page costs the same at a thousand rows or a million.
 */
const { db, captured, plan, close } = planningDatabase();
afterAll(close);

it("reads the waitlist, the invites and the accounts through indexes only", async () => {
  await migrateToLatest(db);
  await insertInvite(db, { surveyResponseId: await insertSurvey(db, { homeCity: "Pune" }), city: "Pune" });
  captured.length = 0;
  await weekOverview(db);
  const plans = captured.filter((q) => /survey_responses|invites|users/.test(q.sql)).map(plan);
  expect(plans.length).toBeGreaterThan(4);
  for (const detail of plans) expect(detail).not.toMatch(/SCAN (survey_responses|invites|users)\b(?! USING)/);
  const week = captured.filter((q) => /from "(invites|users)" where "created_at" >=/.test(q.sql));
  expect(week).toHaveLength(6);
  for (const q of week) expect(plan(q)).toMatch(/INDEX (invites|users)_created_at/);
});
