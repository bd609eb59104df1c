import { CompiledQuery, sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openMigratedDatabase } from "../test-support/migrated-database.js";
import { keepPrepared } from "./prepared-statements.js";

describe.skipIf(!process.env.TEST_DATABASE_URL)("statements kept prepared on PostgreSQL (decision 271)", () => {
  let database: Awaited<ReturnType<typeof openMigratedDatabase>>;
  beforeAll(async () => {
    database = await openMigratedDatabase();
  });
  afterAll(async () => database.close());

  it("prepares a marked text once per connection, and leaves every other text unprepared", async () => {
    const marked = "select $1::int + 1 as n";
    const other = "select $1::int + 2 as n";
    // A bulk write's text, marked but too large to keep: it runs unprepared.
    const ones = Array.from({ length: 1_001 }, () => 1);
    const bulk = `select ${ones.map((_, i) => `$${i + 1}::int`).join(" + ")} as n`;
    keepPrepared(marked, 1);
    keepPrepared(bulk, ones.length);
    await database.db.connection().execute(async (db) => {
      for (const value of [1, 2, 3]) {
        const { rows } = await db.executeQuery<{ n: number }>(CompiledQuery.raw(marked, [value]));
        expect(rows).toEqual([{ n: value + 1 }]);
      }
      await db.executeQuery(CompiledQuery.raw(other, [1]));
      const { rows: sum } = await db.executeQuery<{ n: number }>(CompiledQuery.raw(bulk, ones));
      expect(sum).toEqual([{ n: 1_001 }]);
      const { rows } = await sql<{ statement: string; runs: number }>`select statement,
        (generic_plans + custom_plans)::int as runs from pg_prepared_statements
        where statement in (${marked}, ${other}, ${bulk})`.execute(db);
      expect(rows).toEqual([{ statement: marked, runs: 3 }]);
    });
  });
});
