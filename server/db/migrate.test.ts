import { Migrator } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { createTestDatabase } from "../test-support/test-app.js";
import { createDatabase, type DatabaseHandle } from "./database.js";
import { migrateToLatest } from "./migrate.js";
import { migrationProvider } from "./migrations/index.js";

describe(`migrations (${process.env.TEST_DATABASE_URL ? "postgres" : "sqlite"})`, () => {
  let handle: DatabaseHandle | undefined;
  let drop: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await handle?.db.destroy();
    await drop?.();
  });

  it("takes a lower-numbered migration that landed after a higher one already ran", async () => {
    const database = await createTestDatabase();
    drop = database.drop;
    handle = createDatabase(database);
    const all = await migrationProvider.getMigrations();
    const names = Object.keys(all);
    const late = names.filter((name) => name !== "030-throttle-counters").at(-1) as string;
    const early = Object.fromEntries(Object.entries(all).filter(([name]) => name !== late));
    await new Migrator({ db: handle.db, provider: { getMigrations: async () => early } }).migrateToLatest();
    expect(await migrateToLatest(handle.db)).toEqual([late]);
  });

  it("creates every table, seeds the cities in order, and is a no-op the second time", async () => {
    const database = await createTestDatabase();
    drop = database.drop;
    handle = createDatabase(database);

    const applied = await migrateToLatest(handle.db);
    expect(applied).toEqual(expect.arrayContaining(["001-initial-schema", "002-seed-cities"]));

    const tables = (await handle.db.introspection.getTables()).map((t) => t.name);
    for (const table of ["cities", "survey_responses", "invites", "users", "staff", "sessions", "mail_outbox"]) {
      expect(tables).toContain(table);
    }

    const cities = await handle.db.selectFrom("cities").select(["name", "status"]).orderBy("sortOrder").execute();
    expect(cities).toEqual([
      { name: "Bangalore", status: "live" },
      { name: "Mumbai", status: "live" },
      { name: "Delhi NCR", status: "live" },
      { name: "Hyderabad", status: "planned" },
      { name: "Pune", status: "planned" },
      { name: "Chennai", status: "planned" },
    ]);

    expect(await migrateToLatest(handle.db)).toEqual([]);
    const count = await handle.db
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
