import type { Kysely, Migration } from "kysely";

/**
 * Staff passkeys (docs/decisions/302-staff-second-factor.md): WebAuthn credentials, each both factors at once,
 * and the short-lived single-use challenges a ceremony signs (a sign-in one exists before any session, so it
 * is found by a random id in a cookie, stored hashed).
 */
export const staffPasskeys: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("staff_passkeys")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("staff_id", "text", (c) => c.notNull().references("staff.id").onDelete("cascade"))
      .addColumn("public_key", "text", (c) => c.notNull())
      .addColumn("counter", "integer", (c) => c.notNull())
      .addColumn("transports", "text", (c) => c.notNull())
      .addColumn("label", "text", (c) => c.notNull())
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("last_used_at", "text")
      .execute();
    await db.schema.createIndex("staff_passkeys_staff_id").on("staff_passkeys").column("staff_id").execute();
    await db.schema
      .createTable("webauthn_challenges")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("challenge", "text", (c) => c.notNull())
      .addColumn("staff_id", "text", (c) => c.references("staff.id").onDelete("cascade"))
      .addColumn("expires_at", "text", (c) => c.notNull())
      .execute();
  },
};
