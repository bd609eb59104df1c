import { type Kysely, type Migration, sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { createTestDatabase } from "../test-support/test-app.js";
import { createDatabase, type DatabaseHandle, type Db } from "./database.js";
import { migrateToLatest } from "./migrate.js";

/** A migration that only records that it ran, in a table of its own. */
const marker = (name: string): Migration => ({
  async up(db: Kysely<unknown>) {
    await sql`create table ${sql.table(`ran_${name}`)} (id integer)`.execute(db);
  },
});
const provider = (...names: string[]) => ({
  getMigrations: async () => Object.fromEntries(names.map((name) => [name, marker(name.replaceAll("-", "_"))])),
});

describe(`migrations (${process.env.TEST_DATABASE_URL ? "postgres" : "sqlite"})`, () => {
  let handle: DatabaseHandle | undefined;
  let drop: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await handle?.db.destroy();
    await drop?.();
  });

  async function open() {
    const database = await createTestDatabase();
    drop = database.drop;
    handle = createDatabase(database);
    return handle.db;
  }
  const tables = async (db: Db) => (await db.introspection.getTables()).map((t) => t.name);

  it("takes a lower-numbered migration that landed after a higher one already ran", async () => {
    const db = await open();
    expect(await migrateToLatest(db, provider("001-first", "003-third"))).toEqual(["001-first", "003-third"]);
    expect(await migrateToLatest(db, provider("001-first", "002-second", "003-third"))).toEqual(["002-second"]);
    expect(await tables(db)).toEqual(expect.arrayContaining(["ran_001_first", "ran_002_second", "ran_003_third"]));
  });

  it("creates every table, seeds the cities in order, and is a no-op the second time", async () => {
    const db = await open();
    expect(await migrateToLatest(db)).toEqual(["001-initial-schema"]);

    const created = await tables(db);
    for (const table of ["cities", "survey_responses", "invites", "users", "staff", "sessions", "mail_outbox"]) {
      expect(created).toContain(table);
    }

    const cities = await db.selectFrom("cities").select(["name", "status"]).orderBy("sortOrder").execute();
    expect(cities).toEqual([
      { name: "Bangalore", status: "live" },
      { name: "Mumbai", status: "live" },
      { name: "Delhi NCR", status: "live" },
      { name: "Hyderabad", status: "planned" },
      { name: "Pune", status: "planned" },
      { name: "Chennai", status: "planned" },
    ]);

    expect(await migrateToLatest(db)).toEqual([]);
    const count = await db
      .selectFrom("cities")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirst();
    expect(Number(count?.n)).toBe(6);
  });

  it("uses the dialect the configuration asks for", async () => {
    const database = await createTestDatabase();
    drop = database.drop;
    handle = createDatabase(database);
    expect(handle.dialect).toBe(process.env.TEST_DATABASE_URL ? "postgres" : "sqlite");
  });
});
