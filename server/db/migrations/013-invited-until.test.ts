import { type Kysely, Migrator } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { countMatches } from "../../services/lists/search.js";
import { createTestDatabase } from "../../test-support/test-app.js";
import { createDatabase, type DatabaseHandle } from "../database.js";
import { migrateToLatest } from "../migrate.js";
import { INVITED_FOREVER } from "./013-invited-until.js";
import { migrationProvider } from "./index.js";

const AT = "2026-05-01T10:00:00.000Z";
const LATER = "2099-01-01T00:00:00.000Z";

/** Rows as the tables stood at migration 012, before later migrations added columns. */
type Early = Kysely<{ surveyResponses: Record<string, unknown>; invites: Record<string, unknown> }>;
const entry = (id: string, name: string) => ({
  id,
  name,
  email: `${id}@example.in`,
  phone: "+919812345678",
  company: "",
  tripsPerMonth: "",
  homeCity: "Pune",
  preferredCities: "[]",
  consentAt: AT,
  createdAt: AT,
  updatedAt: AT,
});
const invite = (email: string, status: string) => ({
  id: `invite-${email}`,
  email,
  source: "survey",
  status,
  createdAt: AT,
  updatedAt: AT,
  expiresAt: LATER,
});

describe("migrations 013 and 014 on a waitlist that already has entries and invites", () => {
  let handle: DatabaseHandle | undefined;
  let drop: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await handle?.db.destroy();
    await drop?.();
  });

  it("fills invited_until from the invites, and the search text table (PostgreSQL) from the entries", async () => {
    const database = await createTestDatabase();
    drop = database.drop;
    handle = createDatabase(database);
    const db = handle.db;
    expect((await new Migrator({ db, provider: migrationProvider }).migrateTo("012-row-counts")).error).toBeUndefined();
    const early = db as unknown as Early;
    await early
      .insertInto("surveyResponses")
      .values([
        entry("open", "Asha Rao"),
        entry("used", "Ravi Rao"),
        entry("gone", "Mira Das"),
        entry("none", "Om Das"),
      ])
      .execute();
    await early
      .insertInto("invites")
      .values([
        invite("open@example.in", "sent"),
        invite("used@example.in", "accepted"),
        invite("gone@example.in", "revoked"),
      ])
      .execute();

    await migrateToLatest(db);

    const rows = await db.selectFrom("surveyResponses").select(["id", "invitedUntil"]).orderBy("id").execute();
    expect(Object.fromEntries(rows.map((row) => [row.id, row.invitedUntil]))).toEqual({
      gone: null,
      none: null,
      open: LATER,
      used: INVITED_FOREVER,
    });
    expect(await countMatches(db, handle.dialect, "survey_responses", "rao")).toBe(2);
  });
});
