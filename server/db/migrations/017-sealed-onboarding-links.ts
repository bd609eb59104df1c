import { type Kysely, type Migration, sql } from "kysely";
import { dialectOf } from "./001-initial-schema/shared.js";

/**
 * Onboarding links carry a sealed code (lib/onboarding-code.ts) instead of the bare invite id.
 * `bare_link` is 1 on the invites made before: their e-mailed links keep opening them until they are used,
 * expire, are revoked or are sent again. New invites are written with 0. On PostgreSQL the column is added
 * with 1 and its default then turned to 0 (no row is rewritten, so the invites' triggers do not run); SQLite
 * cannot change a default, so there the rows are marked, which no trigger watches.
 */
export const sealedOnboardingLinks: Migration = {
  async up(db: Kysely<unknown>) {
    if (dialectOf(db) === "postgres") {
      await db.schema
        .alterTable("invites")
        .addColumn("bare_link", "integer", (c) => c.notNull().defaultTo(1))
        .execute();
      await sql`alter table invites alter column bare_link set default 0`.execute(db);
      return;
    }
    await db.schema
      .alterTable("invites")
      .addColumn("bare_link", "integer", (c) => c.notNull().defaultTo(0))
      .execute();
    await sql`update invites set bare_link = 1`.execute(db);
  },
};
