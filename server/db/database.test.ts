import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openMigratedDatabase } from "../test-support/migrated-database.js";
import { createTestDatabase } from "../test-support/test-app.js";
import { createDatabase, type DatabaseHandle } from "./database.js";

/** PostgreSQL only: an idle pooled connection that the server terminates must not crash the process. */
describe.skipIf(!process.env.TEST_DATABASE_URL)("PostgreSQL pool", () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let handle: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
    handle = createDatabase({ databaseUrl: database.databaseUrl, dataDir: database.dataDir });
  });
  afterAll(async () => {
    await handle.db.destroy();
    await database.drop();
  });

  it("survives the server terminating an idle connection, and the next query reconnects", async () => {
    const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(handle.db);
    // Direct when the pool goes through a pooler, which could lend the killer the very server connection.
    const killer = createDatabase({
      databaseUrl: database.databaseDirectUrl ?? database.databaseUrl,
      dataDir: database.dataDir,
    });
    await sql`select pg_terminate_backend(${rows[0]?.pid})`.execute(killer.db);
    await killer.db.destroy();
    // Give the idle client time to receive the server's FATAL message (an uncaught error without the fix).
    await new Promise((resolve) => setTimeout(resolve, 200));
    const again = await sql<{ one: number }>`select 1 as one`.execute(handle.db);
    expect(again.rows[0]?.one).toBe(1);
  });
});

// A pooler refuses a connection's `options`, which carried this setting: the database holds it now.
describe.skipIf(!process.env.TEST_DATABASE_URL)("PostgreSQL queries without parallel workers", () => {
  it("is the migrated database's own setting, on every new connection, pooled or not", async () => {
    const target = await createTestDatabase();
    const migrated = await openMigratedDatabase(target);
    const fresh = createDatabase({ databaseUrl: target.databaseUrl, dataDir: target.dataDir });
    try {
      const { rows } = await sql<{
        value: string;
      }>`select current_setting('max_parallel_workers_per_gather') as value`.execute(fresh.db);
      expect(rows[0]?.value).toBe("0");
    } finally {
      await fresh.db.destroy();
      await migrated.close();
    }
  });
});

describe("SQLite connection", () => {
  it("keeps savepoint journals in memory and checkpoints every 4,000 logged pages (docs/history.md, 262)", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "stashd-pragmas-"));
    const handle = createDatabase({ dataDir });
    try {
      const pragma = async (name: string) =>
        Object.values((await sql.raw<Record<string, number>>(`pragma ${name}`).execute(handle.db)).rows[0] ?? {})[0];
      // 2 = MEMORY: the journal of a write turn's savepoint (every page it changes) never goes to a file.
      expect(await pragma("temp_store")).toBe(2);
      expect(await pragma("wal_autocheckpoint")).toBe(4000);
      expect(await pragma("secure_delete")).toBe(1);
    } finally {
      await handle.db.destroy();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
