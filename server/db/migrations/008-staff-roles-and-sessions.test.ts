import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrationsBefore } from "../../test-support/migrations-before.js";
import { createTestDatabase } from "../../test-support/test-app.js";
import { createDatabase, type DatabaseHandle } from "../database.js";
import { migrateToLatest } from "../migrate.js";

describe("008: staff roles and sessions on an existing database", () => {
  let handle: DatabaseHandle;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    const database = await createTestDatabase();
    drop = database.drop;
    handle = createDatabase(database);
    await migrateToLatest(handle.db, await migrationsBefore("008"));
    const account = (id: string, createdAt: string) =>
      sql`insert into staff (id, email, password_hash, created_at, updated_at)
          values (${id}, ${`${id}@stashd.test`}, 'x', ${createdAt}, ${createdAt})`.execute(handle.db);
    await account("later", "2026-02-01T00:00:00.000Z");
    await account("first", "2026-01-01T00:00:00.000Z");
    await account("latest", "2026-03-01T00:00:00.000Z");
    for (const id of ["hash-a", "hash-b"]) {
      await sql`insert into sessions (id, staff_id, created_at, last_seen_at, expires_at)
                values (${id}, 'later', '2026-03-01T00:00:00.000Z', '2026-03-01T00:00:00.000Z', '2026-04-01T00:00:00.000Z')`.execute(
        handle.db,
      );
    }
    await migrateToLatest(handle.db);
  });
  afterAll(async () => {
    await handle.db.destroy();
    await drop();
  });

  it("makes the earliest account the owner and the others admins", async () => {
    const roles = await handle.db.selectFrom("staff").select(["id", "role"]).orderBy("id").execute();
    expect(roles).toEqual([
      { id: "first", role: "owner" },
      { id: "later", role: "admin" },
      { id: "latest", role: "admin" },
    ]);
  });

  it("gives each open session its own public id, unlike its hash", async () => {
    const sessions = await handle.db.selectFrom("sessions").select(["id", "publicId"]).execute();
    expect(sessions).toHaveLength(2);
    const ids = new Set(sessions.map((s) => s.publicId));
    expect(ids.size).toBe(2);
    for (const session of sessions) expect(session.publicId).not.toBe(session.id);
  });

  it("refuses a role that is not one of the three", async () => {
    await expect(
      handle.db
        .updateTable("staff")
        .set({ role: "root" as "admin" })
        .where("id", "=", "later")
        .execute(),
    ).rejects.toThrow();
  });
});
