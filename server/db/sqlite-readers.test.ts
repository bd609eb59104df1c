import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { builtWorkers } from "../test-support/bundled-entry.js";
import { createDatabase, createReader, type DatabaseHandle, type Db } from "./database.js";
import { migrateToLatest } from "./migrate.js";

/** A query that keeps SQLite busy for a few hundred milliseconds: counting to a million. */
const slowCount = sql<{ n: number }>`with recursive c(x) as (select 1 union all select x + 1 from c where x < 1000000)
  select count(*) as n from c`;

describe("SQLite reader threads", () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "stashd-readers-"));
  let handle: DatabaseHandle;
  let reader: Db;
  beforeAll(async () => {
    handle = createDatabase({ dataDir });
    await migrateToLatest(handle.db);
    reader = createReader(handle, { dataDir, workerDir: builtWorkers() });
  });
  afterAll(async () => {
    await reader.destroy();
    await handle.db.destroy();
    fs.rmSync(dataDir, { recursive: true });
  });

  it("run a long query while the event loop keeps turning", async () => {
    let finished = false;
    const slow = slowCount.execute(reader).then((result) => {
      finished = true;
      return result;
    });
    // On the main connection the query would have run to its end before the loop's next turn.
    await new Promise((resolve) => setImmediate(resolve));
    expect(finished).toBe(false);
    expect((await slow).rows[0]?.n).toBe(1_000_000);
  });

  it("see what the main connection committed, at once", async () => {
    await handle.db.insertInto("rowCounts").values({ name: "reader-test", n: 7 }).execute();
    const row = await reader.selectFrom("rowCounts").select("n").where("name", "=", "reader-test").executeTakeFirst();
    expect(Number(row?.n)).toBe(7);
  });

  it("answer a bad query with its SQLite error, and keep serving", async () => {
    await expect(sql`select * from no_such_table`.execute(reader)).rejects.toMatchObject({ code: "SQLITE_ERROR" });
    const again = await sql<{ one: number }>`select 1 as one`.execute(reader);
    expect(again.rows[0]?.one).toBe(1);
  });

  it("refuse writes", async () => {
    await expect(reader.deleteFrom("rowCounts").execute()).rejects.toThrow(/read-only/);
    await expect(reader.transaction().execute(async () => {})).rejects.toThrow(/read-only/);
  });

  it("run two long reads at once and queue the rest", async () => {
    const results = await Promise.all([1, 2, 3].map(() => slowCount.execute(reader)));
    expect(results.map((result) => result.rows[0]?.n)).toEqual([1_000_000, 1_000_000, 1_000_000]);
  });
});
