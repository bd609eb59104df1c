import { Migrator } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { isUniqueViolation } from "../../lib/unique-violation.js";
import { createTestDatabase } from "../../test-support/test-app.js";
import { createDatabase, type DatabaseHandle } from "../database.js";
import { migrateToLatest } from "../migrate.js";
import type { InvitesTable } from "../schema.js";
import { migrationProvider } from "./index.js";

const LATER = "2099-01-01T00:00:00.000Z";

function invite(id: string, email: string, createdAt: string, extra: Partial<InvitesTable> = {}): InvitesTable {
  return {
    id,
    email,
    name: "",
    phone: "",
    source: "manual",
    status: "sent",
    surveyResponseId: null,
    lastError: null,
    createdAt,
    updatedAt: createdAt,
    sentAt: createdAt,
    expiresAt: LATER,
    acceptedAt: null,
    revokedAt: null,
    ...extra,
  };
}

describe("migration 005: one open invite per person, on rows written before the rule", () => {
  let handle: DatabaseHandle | undefined;
  let drop: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await handle?.db.destroy();
    await drop?.();
  });

  it("normalises addresses, revokes all but the newest open invite, and links invites to entries", async () => {
    const database = await createTestDatabase();
    drop = database.drop;
    handle = createDatabase(database);
    const db = handle.db;
    const migrator = new Migrator({ db, provider: migrationProvider });
    expect((await migrator.migrateTo("004-open-invite-per-survey")).error).toBeUndefined();

    const at = "2026-05-01T10:00:00.000Z";
    await db
      .insertInto("surveyResponses")
      .values({
        id: "entry",
        name: "Asha",
        email: "asha@example.in",
        phone: "+919812345678",
        company: "",
        tripsPerMonth: "",
        homeCity: "Pune",
        preferredCities: "[]",
        consentAt: at,
        utmSource: null,
        utmMedium: null,
        utmCampaign: null,
        referrer: null,
        createdAt: at,
        updatedAt: at,
      })
      .execute();
    await db
      .insertInto("invites")
      .values([
        invite("dup-old", " Dup@Example.in", "2026-05-01T10:00:00.000Z"),
        invite("dup-new", "dup@example.in", "2026-05-02T10:00:00.000Z"),
        invite("dup-tie-a", "tie@example.in", at),
        invite("dup-tie-b", "tie@example.in", at),
        invite("lapsed", "lapsed@example.in", at, { expiresAt: "2026-05-02T00:00:00.000Z" }),
        invite("used", "member@example.in", at, { status: "accepted" }),
        invite("member-again", "member@example.in", "2026-05-03T10:00:00.000Z"),
        invite("to-entry", "ASHA@example.in", at),
      ])
      .execute();
    await db
      .insertInto("users")
      .values({
        id: "user",
        inviteId: "used",
        email: "member@example.in",
        name: "Member",
        phone: "+919812345678",
        termsAcceptedAt: at,
        createdAt: at,
      })
      .execute();

    await migrateToLatest(db);

    const rows = await db
      .selectFrom("invites")
      .select(["id", "email", "status", "surveyResponseId"])
      .orderBy("id")
      .execute();
    const byId = Object.fromEntries(rows.map((row) => [row.id, row]));
    expect(byId["dup-old"]).toMatchObject({ email: "dup@example.in", status: "revoked" });
    expect(byId["dup-new"]).toMatchObject({ status: "sent" });
    expect([byId["dup-tie-a"]?.status, byId["dup-tie-b"]?.status]).toEqual(["revoked", "sent"]);
    expect(byId.lapsed).toMatchObject({ status: "expired" });
    expect(byId["member-again"]).toMatchObject({ status: "revoked" });
    expect(byId.used).toMatchObject({ status: "accepted" });
    expect(byId["to-entry"]).toMatchObject({ email: "asha@example.in", status: "sent", surveyResponseId: "entry" });

    const second = db
      .insertInto("invites")
      .values(invite("second", "dup@example.in", LATER))
      .execute();
    await expect(second.catch((error) => isUniqueViolation(error))).resolves.toBe(true);
  });
});
