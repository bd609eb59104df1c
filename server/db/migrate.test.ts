import { type Kysely, type Migration, Migrator, sql } from "kysely";
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
    expect(await migrateToLatest(db)).toEqual([
      "001-initial-schema",
      "002-one-created-at-index",
      "003-search-index-catches-up",
      "004-invited-check-before-update",
      "005-demand-days",
      "006-whatsapp",
      "007-staff-second-factor",
      "008-staff-roles-and-sessions",
      "009-staff-passkeys",
      "010-webauthn-challenge-expiry",
      "011-whatsapp-number-stops",
      "012-integrations",
      "013-instance-claims",
      "014-list-filters-and-authenticator-replacement",
      "015-rights-desk",
      "016-consent-ledger",
      "017-sealed-onboarding-links",
      "018-invited-people",
      "019-whatsapp-notices",
    ]);

    const created = await tables(db);
    const expected = ["cities", "survey_responses", "invites", "users", "staff", "sessions", "mail_outbox"];
    const tables2 = [...expected, "whatsapp_messages", "staff_totp", "staff_recovery_codes"];
    const tables3 = [
      "staff_passkeys",
      "webauthn_challenges",
      "whatsapp_numbers",
      "webhook_endpoints",
      "webhook_deliveries",
      "api_keys",
      "grievances",
      "person_notices",
      "breaches",
      "consent_records",
    ];
    for (const table of [...tables2, ...tables3]) {
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

  it("refuses, before writing anything, a database made before the migrations were squashed", async () => {
    const db = await open();
    // What such a database recorded: its own 001 (an older schema of the same name) and later numbers.
    const before = provider("001-initial-schema", "002-seed-cities", "004-open-invite-per-survey", "005-x", "010-y");
    await new Migrator({ db, provider: before }).migrateToLatest();

    const start = migrateToLatest(db);
    await expect(start).rejects.toThrow(
      "The database records migrations this build does not know (002-seed-cities, 004-open-invite-per-survey, " +
        "005-x and 1 more). A database created by a build before the migrations were squashed into one initial " +
        "schema (docs/decisions/256-one-initial-schema.md) cannot be upgraded",
    );
    expect(await tables(db)).not.toContain("cities");
  });

  it("uses the dialect the configuration asks for", async () => {
    const database = await createTestDatabase();
    drop = database.drop;
    handle = createDatabase(database);
    expect(handle.dialect).toBe(process.env.TEST_DATABASE_URL ? "postgres" : "sqlite");
  });
});
