import { randomBytes } from "node:crypto";
import type { Migration } from "kysely";
import { type Kysely, sql } from "kysely";
import { isOneOf } from "./001-initial-schema/shared.js";

/**
 * Staff roles and visible sessions (docs/decisions/303-staff-roles-and-sessions.md):
 * - staff.role: owner, admin or viewer. The earliest account becomes the owner, the others admins, so
 *   nobody loses what they could do before; the application makes a new account an admin (the first
 *   account ever, an owner).
 * - sessions.public_id: the id a session is shown and ended by (the primary key is the cookie token's hash
 *   and must never leave the server); address and device: what the sessions list shows.
 */
export const staffRolesAndSessions: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable("staff")
      .addColumn("role", "text", (c) =>
        c
          .notNull()
          .defaultTo("admin")
          .check(isOneOf("role", ["owner", "admin", "viewer"])),
      )
      .execute();
    await sql`update staff set role = 'owner' where id = (select id from staff order by created_at, id limit 1)`.execute(
      db,
    );

    await db.schema.alterTable("sessions").addColumn("public_id", "text").execute();
    await db.schema.alterTable("sessions").addColumn("address", "text").execute();
    await db.schema.alterTable("sessions").addColumn("device", "text").execute();
    // Sessions open at the upgrade keep working: each gets its own public id.
    const open = await sql<{ id: string }>`select id from sessions`.execute(db);
    for (const { id } of open.rows) {
      await sql`update sessions set public_id = ${randomBytes(12).toString("base64url")} where id = ${id}`.execute(db);
    }
    await db.schema.createIndex("sessions_public_id").on("sessions").column("public_id").unique().execute();
  },
};
