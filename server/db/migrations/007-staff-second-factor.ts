import type { Kysely, Migration } from "kysely";

/**
 * Staff second factors (docs/decisions/302-staff-second-factor.md): one TOTP per account (its secret sealed
 * with a server key, the last step accepted so a code counts once), ten hashed single-use recovery codes, and
 * on each session the moment it last passed a second factor (none: a password-only session).
 */
export const staffSecondFactor: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("staff_totp")
      .addColumn("staff_id", "text", (c) => c.primaryKey().references("staff.id").onDelete("cascade"))
      .addColumn("sealed_secret", "text", (c) => c.notNull())
      .addColumn("enabled_at", "text")
      .addColumn("last_step", "integer")
      .addColumn("created_at", "text", (c) => c.notNull())
      .execute();
    await db.schema
      .createTable("staff_recovery_codes")
      .addColumn("code_hash", "text", (c) => c.primaryKey())
      .addColumn("staff_id", "text", (c) => c.notNull().references("staff.id").onDelete("cascade"))
      .addColumn("used_at", "text")
      .execute();
    await db.schema
      .createIndex("staff_recovery_codes_staff_id")
      .on("staff_recovery_codes")
      .column("staff_id")
      .execute();
    await db.schema.alterTable("sessions").addColumn("second_factor_at", "text").execute();
  },
};
