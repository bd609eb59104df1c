import { type Kysely, type Migration, sql } from "kysely";

/**
 * The invites list's `person=first` (each invited person once, by their first invite not revoked: the
 * funnel's "Invites Sent") reads and probes only this index: a person's invites that were not revoked, in
 * the order that decides which is first (services/lists/invites-page.ts).
 */
export const invitedPeople: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createIndex("invites_not_revoked_email_created_at_id")
      .on("invites")
      .columns(["email", "created_at", "id"])
      .where(sql.ref("status"), "!=", "revoked")
      .execute();
  },
};
