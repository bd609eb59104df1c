import { spawn } from "node:child_process";
import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db/database.js";
import { refreshFunnel, waitlistSize } from "../services/funnel/read-model.js";
import { openMigratedDatabase, type TestDatabase } from "../test-support/migrated-database.js";
import { createTestDatabase, databaseEnv } from "../test-support/test-app.js";
import { bulkLoad } from "./bulk-load.js";
import { insertRows, surveyRow } from "./rows.js";
import { schemaObjects } from "./seeded-schema.js";

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function open(database?: TestDatabase) {
  const handle = await openMigratedDatabase(database);
  cleanups.push(handle.close);
  return handle;
}

async function entries(handle: DatabaseHandle) {
  const row = await handle.db
    .selectFrom("surveyResponses")
    .select((eb) => eb.fn.countAll<string | number>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe("a bulk load counts its entries in the funnel's read model", () => {
  it("leaves nothing waiting, every entry in the per-day counts, and nothing for the next refresh", async () => {
    const handle = await open();
    await insertRows(handle.db, "surveyResponses", [surveyRow()]);
    await bulkLoad(handle.db, handle.dialect, async (trx) => {
      await insertRows(trx, "surveyResponses", [surveyRow(), surveyRow(), surveyRow()]);
    });
    const waiting = await handle.db
      .selectFrom("surveyResponses")
      .select((eb) => eb.fn.countAll<string | number>().as("n"))
      .where("rolledUp", "<>", 1)
      .executeTakeFirstOrThrow();
    expect(Number(waiting.n)).toBe(0);
    const counted = await sql<{ n: string | number }>`select sum(n) as n from waitlist_group_days
      where dimension = 'home_city'`.execute(handle.db);
    expect(Number(counted.rows[0]?.n)).toBe(4);
    expect(await refreshFunnel(handle.db, handle.dialect)).toBe(0);
    expect(await waitlistSize(handle.db)).toBe(4);
  });
});

describe("a bulk seed is all or nothing", () => {
  it("a load that fails part-way leaves rows, indexes and triggers as they were", async () => {
    const handle = await open();
    await insertRows(handle.db, "surveyResponses", [surveyRow()]);
    const before = await schemaObjects(handle.db, handle.dialect);
    const load = bulkLoad(handle.db, handle.dialect, async (trx) => {
      await insertRows(trx, "surveyResponses", [surveyRow(), surveyRow()]);
      throw new Error("the load broke");
    });
    await expect(load).rejects.toThrow("the load broke");
    expect(await schemaObjects(handle.db, handle.dialect)).toEqual(before);
    expect(await entries(handle)).toBe(1);
    expect(await waitlistSize(handle.db)).toBe(1);
  });

  it("a seed killed mid-load leaves the database as the migrations made it", async () => {
    const reference = await open();
    const expected = await schemaObjects(reference.db, reference.dialect);
    const database = await createTestDatabase();
    cleanups.push(database.drop);
    const child = spawn(process.execPath, ["--import", "tsx", "server/seed/demo-cli.ts", "--rows", "100000"], {
      stdio: ["ignore", "pipe", "pipe"],
      env: { PATH: process.env.PATH, ...databaseEnv(database) },
    });
    // The last progress line comes once every row is written, before the indexes are rebuilt and it commits.
    const exited = new Promise((resolve) => child.once("exit", resolve));
    await new Promise<void>((resolve, reject) => {
      child.stdout.on("data", (chunk: Buffer) => chunk.toString().includes("entries") && resolve());
      child.once("exit", () => reject(new Error("the seed ended before it was killed")));
    });
    child.kill("SIGKILL");
    await exited;

    const killed = await open(database);
    expect(await schemaObjects(killed.db, killed.dialect)).toEqual(expected);
    expect(await entries(killed)).toBe(0);
    expect(await waitlistSize(killed.db)).toBe(0);
  });
});
