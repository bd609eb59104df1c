import { type Kysely, type Migration, sql } from "kysely";

/**
 * One open (pending or sent) or accepted invite per waitlist entry, enforced by the database so that two
 * staff members pressing 'Extend Invite' at once, on any number of server instances, cannot both win.
 */
export const openInvitePerSurvey: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createIndex("invites_one_open_per_survey")
      .on("invites")
      .column("survey_response_id")
      .unique()
      .where(sql.ref("status"), "in", sql`('pending', 'sent', 'accepted')`)
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex("invites_one_open_per_survey").execute();
  },
};
