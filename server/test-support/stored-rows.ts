import { expect } from "vitest";
import type { AuditAction } from "../../contract/audit.js";
import { normaliseEmail } from "../../contract/email.js";
import { INVISIBLE_CONTROLS } from "../../contract/text.js";
import { surveyResponseSchema } from "../../contract/waitlist.js";
import type { Db } from "../db/database.js";

const E164 = /^\+[1-9]\d{6,14}$/;
const clean = (text: string) => !INVISIBLE_CONTROLS.test(text) && !text.includes("\u0000") && text === text.trim();

/**
 * Every stored row is what the contract would produce: a waitlist row parses with the sign-up schema
 * and comes out unchanged (already normalised); invites and users have normalised addresses, E.164
 * phones and clean names. Used after the property-based tests throw hostile input at the API.
 */
export async function expectStoredRowsValid(db: Db) {
  const cities = (await db.selectFrom("cities").select("name").execute()).map((c) => c.name);
  const schema = surveyResponseSchema(cities);
  const answers = ["name", "email", "phone", "company", "tripsPerMonth", "homeCity", "preferredCities"] as const;
  for (const row of await db
    .selectFrom("surveyResponses")
    .select([...answers, "whatsappOptInAt", "language"])
    .execute()) {
    const { whatsappOptInAt, ...stored } = row;
    // Stored only as the consent it is a condition of: a stored entry was confirmed 18 or older.
    const input = {
      ...stored,
      preferredCities: JSON.parse(row.preferredCities),
      whatsappOptIn: whatsappOptInAt != null,
      ageConfirmed: true,
    };
    const parsed = schema.safeParse(input);
    expect(parsed.success, JSON.stringify(row)).toBe(true);
    expect(parsed.data).toEqual(input);
  }
  for (const row of await db.selectFrom("invites").selectAll().execute()) {
    expect(row.email, JSON.stringify(row)).toBe(normaliseEmail(row.email));
    expect(row.email).toMatch(/^[^\s@]+@[^\s@]+$/);
    expect(clean(row.name), JSON.stringify(row)).toBe(true);
    expect(["pending", "sent", "accepted", "expired", "revoked"]).toContain(row.status);
  }
  for (const row of await db.selectFrom("users").selectAll().execute()) {
    expect(row.email, JSON.stringify(row)).toBe(normaliseEmail(row.email));
    expect(row.phone).toMatch(E164);
    expect(row.name.length > 0 && clean(row.name), JSON.stringify(row)).toBe(true);
  }
}

/** The details of each audit entry of `action` by `actor`, oldest first. */
export async function auditDetails(db: Db, actor: string, action: AuditAction) {
  const rows = await db
    .selectFrom("auditLog")
    .select("details")
    .where("actor", "=", actor)
    .where("action", "=", action)
    .orderBy("createdAt")
    .orderBy("id")
    .execute();
  return rows.map((row) => JSON.parse(row.details) as Record<string, unknown>);
}
