import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inviteRow } from "../../seed/rows.js";
import { migrationsBefore } from "../../test-support/migrations-before.js";
import { createTestDatabase } from "../../test-support/test-app.js";
import { createDatabase, type DatabaseHandle } from "../database.js";
import { migrateToLatest } from "../migrate.js";

const NAME = "017-sealed-onboarding-links";

describe("017: sealed onboarding links on an existing database", () => {
  let handle: DatabaseHandle;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    const database = await createTestDatabase();
    drop = database.drop;
    handle = createDatabase(database);
    await migrateToLatest(handle.db, await migrationsBefore(NAME));
    await sql`insert into invites (id, email, name, phone, source, status, created_at, updated_at, expires_at)
      values ('made-before', 'before@example.in', '', '', 'manual', 'sent', '2026-11-01T00:00:00.000Z',
        '2026-11-01T00:00:00.000Z', '2099-01-01T00:00:00.000Z')`.execute(handle.db);
    await migrateToLatest(handle.db);
  });
  afterAll(async () => {
    await handle.db.destroy();
    await drop();
  });

  it("keeps the bare link of an invite made before, and a new row defaults to sealed only", async () => {
    const { bareLink, ...row } = inviteRow({ id: "made-after" });
    expect(bareLink).toBe(0);
    // A row written without the column (a raw insert, a seed) takes the default: sealed links only.
    await handle.db
      .insertInto("invites")
      .values(row as never)
      .execute();
    const rows = await handle.db.selectFrom("invites").select(["id", "bareLink"]).orderBy("id").execute();
    expect(rows).toEqual([
      { id: "made-after", bareLink: 0 },
      { id: "made-before", bareLink: 1 },
    ]);
  });
});
