import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
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
