import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openMigratedDatabase } from "../../test-support/migrated-database.js";
import { pendingMailRow } from "../me/pending-mail.js";
import { createWriteTurns } from "./write-turns.js";

const mail = (id: string) => ({ ...pendingMailRow(`${id}@example.com`, "welcome", "2026-01-01T00:00:00.000Z"), id });

describe.skipIf(process.env.TEST_DATABASE_URL)("write turns (the sign-up thread's one connection)", () => {
  let database: Awaited<ReturnType<typeof openMigratedDatabase>>;
  beforeAll(async () => {
    database = await openMigratedDatabase();
  });
  afterAll(async () => database.close());

  it("runs each writer waiting for a turn in its own savepoint: a failing one is undone alone", async () => {
    const turns = createWriteTurns(database.db);
    const insert = (id: string) => turns.next((db) => db.insertInto("pendingPersonalMail").values(mail(id)).execute());
    const seen = turns.next(async (db) => {
      await db.insertInto("pendingPersonalMail").values(mail("a")).execute();
      return "a";
    });
    const sharing = turns.alongside((db) =>
      db.selectFrom("pendingPersonalMail").select("id").where("id", "=", "a").executeTakeFirst(),
    );
    const failing = turns.next(async (db) => {
      await db.insertInto("pendingPersonalMail").values(mail("b")).execute();
      await sql`select * from no_such_table`.execute(db);
    });
    const last = insert("c");
    expect(await seen).toBe("a");
    expect(await sharing).toEqual({ id: "a" });
    await expect(failing).rejects.toThrow(/no_such_table/);
    await last;
    const stored = await database.db.selectFrom("pendingPersonalMail").select("id").orderBy("id").execute();
    expect(stored.map((row) => row.id)).toEqual(["a", "c"]);
  });

  it("writes e-mail's rows without a sign-up to ride along, a moment later", async () => {
    const turns = createWriteTurns(database.db);
    await turns.alongside((db) => db.insertInto("pendingPersonalMail").values(mail("d")).execute());
    const stored = await database.db.selectFrom("pendingPersonalMail").select("id").where("id", "=", "d").execute();
    expect(stored).toHaveLength(1);
  });
});
