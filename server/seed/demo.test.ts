import { type RawBuilder, type SqlBool, sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ftsTable, type SearchedTable, searchDocument } from "../db/search-schema.js";
import { GROUP_DAYS_TABLE, waitlistSize } from "../services/funnel/read-model.js";
import { searchCondition } from "../services/lists/search.js";
import { openMigratedDatabase } from "../test-support/migrated-database.js";
import { type DemoSize, seedDemo } from "./demo.js";
import { insertInvite, insertWaitlistEntry } from "./rows.js";
import { schemaObjects } from "./seeded-schema.js";

let handle: Awaited<ReturnType<typeof openMigratedDatabase>>;
beforeAll(async () => {
  handle = await openMigratedDatabase();
});
afterAll(() => handle.close());

/** Rows the search index finds (the lists' own condition) and rows a plain scan of the same text finds. */
async function searchAndScan(table: SearchedTable, q: string) {
  const count = async (condition: RawBuilder<SqlBool>) => {
    const { rows } = await sql<{ n: string | number }>`
      select count(*) as n from ${sql.table(table)} where ${condition}`.execute(handle.db);
    return Number(rows[0]?.n);
  };
  return {
    found: await count(searchCondition(handle.dialect, table, q)),
    scanned: await count(sql<SqlBool>`${searchDocument(table)} like ${`%${q}%`}`),
  };
}

async function tableSize() {
  const row = await handle.db
    .selectFrom("surveyResponses")
    .select((eb) => eb.fn.countAll<string | number>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The search index holds every row (common surnames, a company, mail domains) and the counters are right. */
const SEARCHES: [SearchedTable, string][] = [
  ["survey_responses", "sharma"],
  ["survey_responses", "infosys"],
  ["survey_responses", "rediffmail"],
  ["invites", "kumar"],
  ["invites", "outlook"],
];

async function expectSearchAndCountsComplete() {
  for (const [table, q] of SEARCHES) {
    const { found, scanned } = await searchAndScan(table, q);
    expect(found, q).toBeGreaterThan(0);
    expect(found, q).toBe(scanned);
  }
  expect(await waitlistSize(handle.db)).toBe(await tableSize());
  // FTS5's own check that each index matches its table row for row (it throws otherwise).
  if (handle.dialect === "sqlite") {
    for (const table of new Set(SEARCHES.map(([searched]) => ftsTable(searched)))) {
      await sql.raw(`insert into ${table}(${table}, rank) values ('integrity-check', 1)`).execute(handle.db);
    }
  }
  // invited_at, kept by the invite triggers of migrations/001-initial-schema/invited-entries.ts: set on
  // exactly the entries whose address has an invite not revoked.
  const invited = await sql<{ stored: string | number; expected: string | number }>`
    select (select count(*) from survey_responses where invited_at is not null) as stored,
      (select count(*) from survey_responses s where exists (
        select 1 from invites i where i.email = s.email and i.status <> 'revoked')) as expected`.execute(handle.db);
  expect(Number(invited.rows[0]?.expected)).toBeGreaterThan(0);
  expect(Number(invited.rows[0]?.stored)).toBe(Number(invited.rows[0]?.expected));
  // The funnel's per-day counts (migrations/001-initial-schema/funnel.ts): one home-city count per entry.
  const { rows } = await sql<{ n: string | number | null }>`
    select sum(n) as n from ${sql.table(GROUP_DAYS_TABLE)} where dimension = 'home_city'`.execute(handle.db);
  expect(Number(rows[0]?.n)).toBe(await tableSize());
}

/** Seeds, and checks that every index and trigger is there as before and that the entries were added. */
async function seedKeepingSchema(size: DemoSize) {
  const [before, entries] = [await schemaObjects(handle.db, handle.dialect), await tableSize()];
  await seedDemo(handle.db, size);
  expect(await schemaObjects(handle.db, handle.dialect)).toEqual(before);
  expect(await tableSize()).toBe(entries + size.rows);
  await expectSearchAndCountsComplete();
}

describe("seed:demo leaves search, counts and schema as the migrations keep them", () => {
  it("a seed into an empty waitlist (a bulk load) is searchable and counted, with every trigger back", async () => {
    await seedKeepingSchema({ rows: 3000, invites: 300, signups: 90 });

    // One seeded person, by their unique address.
    const seeded = await handle.db.selectFrom("surveyResponses").select("email").limit(1).executeTakeFirstOrThrow();
    expect((await searchAndScan("survey_responses", seeded.email)).found).toBe(1);

    // Written after the seed: found through the index and counted, so the insert triggers are in place.
    await insertWaitlistEntry(handle.db, { name: "Zubin Quadros", email: "zubin.quadros@example.in" });
    await insertInvite(handle.db, { name: "Xenia Quadros", email: "xenia.quadros@example.in" });
    expect((await searchAndScan("survey_responses", "quadros")).found).toBe(1);
    expect((await searchAndScan("invites", "quadros")).found).toBe(1);
    expect(await waitlistSize(handle.db)).toBe(3001);
  });

  it("a smaller seed on top adds through the indexes and triggers", async () => {
    await seedKeepingSchema({ rows: 500, invites: 50, signups: 15 });
  });
});
