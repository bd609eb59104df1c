import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import SQLite from "better-sqlite3";
import { CamelCasePlugin, type CompiledQuery, Kysely, SqliteDialect } from "kysely";
import { afterAll, expect, it } from "vitest";
import { migrateToLatest } from "../../db/migrate.js";
import type { Database } from "../../db/schema.js";
import { insertInvite, insertSurvey } from "../../seed/rows.js";
import { weekOverview } from "./week-overview.js";

/**
 * SQLite's plan for every query of the founder's home: the week's invites and accounts are ranges of their
 * created_at indexes, so the page costs the same at a thousand rows or a million.
 */
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "stashd-overview-plans-"));
const sqlite = new SQLite(path.join(dir, "plans.sqlite"));
const captured: CompiledQuery[] = [];
const db = new Kysely<Database>({
  dialect: new SqliteDialect({ database: sqlite }),
  plugins: [new CamelCasePlugin()],
  log: (event) => void captured.push(event.query),
});
afterAll(async () => {
  await db.destroy();
  fs.rmSync(dir, { recursive: true, force: true });
});

const plan = (query: CompiledQuery) =>
  (sqlite.prepare(`explain query plan ${query.sql}`).all(...(query.parameters as unknown[])) as { detail: string }[])
    .map((step) => step.detail)
    .join(" | ");

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
