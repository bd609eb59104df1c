import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { createDatabase, type DatabaseHandle } from "../db/database.js";
import { migrateToLatest } from "../db/migrate.js";
import { waitlistSize } from "../services/lists/waitlist-count.js";
import { sqliteBulkLoad } from "./bulk-load.js";
import { insertRows, surveyRow } from "./rows.js";
import { schemaObjects } from "./seeded-schema.js";

const dirs: string[] = [];
const handles: DatabaseHandle[] = [];
afterEach(async () => {
  for (const handle of handles.splice(0)) await handle.db.destroy();
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

async function migratedSqlite(dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "stashd-bulk-"))) {
  dirs.push(dataDir);
  const handle = createDatabase({ dataDir });
  handles.push(handle);
  await migrateToLatest(handle.db);
  return { ...handle, dataDir };
}

async function entries(handle: DatabaseHandle) {
  const row = await handle.db
    .selectFrom("surveyResponses")
    .select((eb) => eb.fn.countAll<string | number>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** SQLite only: PostgreSQL seeds through its indexes and per-statement triggers. */
describe.skipIf(process.env.TEST_DATABASE_URL)("the SQLite bulk load is all or nothing", () => {
  it("a load that fails part-way leaves rows, indexes and triggers as they were", async () => {
    const handle = await migratedSqlite();
    await insertRows(handle.db, "surveyResponses", [surveyRow()]);
    const before = await schemaObjects(handle.db, "sqlite");
    const load = sqliteBulkLoad(handle.db, async (trx) => {
      await insertRows(trx, "surveyResponses", [surveyRow(), surveyRow()]);
      throw new Error("the load broke");
    });
    await expect(load).rejects.toThrow("the load broke");
    expect(await schemaObjects(handle.db, "sqlite")).toEqual(before);
    expect(await entries(handle)).toBe(1);
    expect(await waitlistSize(handle.db)).toBe(1);
  });

  it("a seed killed mid-load leaves the database as the migrations made it", async () => {
    const reference = await schemaObjects((await migratedSqlite()).db, "sqlite");
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "stashd-bulk-"));
    const child = spawn(process.execPath, ["--import", "tsx", "server/seed/demo-cli.ts", "--rows", "100000"], {
      stdio: ["ignore", "pipe", "pipe"],
      env: { PATH: process.env.PATH, DATA_DIR: dataDir },
    });
    // The last progress line comes once every row is written, before indexes and triggers are rebuilt.
    const exited = new Promise((resolve) => child.once("exit", resolve));
    await new Promise<void>((resolve, reject) => {
      child.stdout.on("data", (chunk: Buffer) => chunk.toString().includes("entries") && resolve());
      child.once("exit", () => reject(new Error("the seed ended before it was killed")));
    });
    child.kill("SIGKILL");
    await exited;

    const killed = await migratedSqlite(dataDir);
    expect(await schemaObjects(killed.db, "sqlite")).toEqual(reference);
    expect(await entries(killed)).toBe(0);
    expect(await waitlistSize(killed.db)).toBe(0);
  });
});
