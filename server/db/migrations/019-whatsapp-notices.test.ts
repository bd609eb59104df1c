import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { surveyRow } from "../../seed/rows.js";
import { pendingMessageRow } from "../../services/whatsapp/message-rows.js";
import { migrationsBefore } from "../../test-support/migrations-before.js";
import { createTestDatabase } from "../../test-support/test-app.js";
import { createDatabase, type DatabaseHandle } from "../database.js";
import { insertRows } from "../insert-rows.js";
import { migrateToLatest } from "../migrate.js";

const dialect = process.env.TEST_DATABASE_URL ? "postgres" : "sqlite";

/** SQLite rebuilds the table to widen its check: what it held, its indexes and its checks must survive. */
describe(`019: WhatsApp notices on an existing database (${dialect})`, () => {
  let handle: DatabaseHandle;
  let drop: () => Promise<void>;
  const entry = surveyRow({ email: "kept@example.in" });
  const message = {
    ...pendingMessageRow(
      { surveyResponseId: entry.id, kind: "confirm", toNumber: "919845012345", body: "{}" },
      "2026-11-01T00:00:00.000Z",
    ),
    claimedBy: "one",
  };
  beforeAll(async () => {
    const database = await createTestDatabase();
    drop = database.drop;
    handle = createDatabase(database);
    await migrateToLatest(handle.db, await migrationsBefore("019"));
    await insertRows(handle.db, "surveyResponses", [entry]);
    await handle.db.insertInto("whatsappMessages").values(message).execute();
    await migrateToLatest(handle.db);
  });
  afterAll(async () => {
    await handle.db.destroy();
    await drop();
  });

  it("keeps the messages and their indexes, and takes a notice but no unknown kind", async () => {
    const rows = await handle.db.selectFrom("whatsappMessages").selectAll().execute();
    expect(rows).toEqual([message]);
    if (dialect === "sqlite") {
      const { rows: indexes } = await sql<{ name: string }>`select name from sqlite_master
        where type = 'index' and tbl_name = 'whatsapp_messages' and sql is not null order by name`.execute(handle.db);
      expect(indexes.map((i) => i.name)).toEqual(["whatsapp_messages_due", "whatsapp_messages_entry"]);
    }
    const at = "2026-11-02T00:00:00.000Z";
    const row = (kind: string) =>
      pendingMessageRow(
        { surveyResponseId: entry.id, kind: kind as "notice", toNumber: "919845012345", body: "{}" },
        at,
      );
    await handle.db.insertInto("whatsappMessages").values(row("notice")).execute();
    await expect(handle.db.insertInto("whatsappMessages").values(row("letter")).execute()).rejects.toThrow();
    // The entry's erasure still takes its messages (the reference and its cascade survived).
    await handle.db.deleteFrom("surveyResponses").where("id", "=", entry.id).execute();
    expect(await handle.db.selectFrom("whatsappMessages").select("id").execute()).toEqual([]);
  });
});
