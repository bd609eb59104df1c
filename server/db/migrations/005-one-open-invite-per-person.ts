import { type Kysely, type Migration, sql } from "kysely";

const OPEN = sql`('pending', 'sent')`;

/**
 * One open (pending or sent) invite per person, a person being their normalised e-mail address
 * (docs/decisions/041-one-person-one-open-invite.md). Rows written before this rule may break it, so they
 * are put right first, deterministically: addresses normalised, lapsed invites stored as expired, open
 * invites to people who already have an account revoked, and of several open invites for one address
 * all but the newest revoked. Then every invite is linked to the waitlist entry of its address.
 */
export const oneOpenInvitePerPerson: Migration = {
  async up(db: Kysely<unknown>) {
    const now = new Date().toISOString();
    const revoke = sql`status = 'revoked', revoked_at = ${now}, updated_at = ${now}`;
    // survey_responses and users are unique on email: a row is only normalised when no twin would clash.
    await sql`update invites set email = lower(trim(email)) where email <> lower(trim(email))`.execute(db);
    for (const table of ["users", "survey_responses"]) {
      await sql`update ${sql.table(table)} set email = lower(trim(email))
        where email <> lower(trim(email))
          and not exists (select 1 from ${sql.table(table)} twin where twin.email = lower(trim(${sql.ref(`${table}.email`)})))`.execute(
        db,
      );
    }
    await sql`update invites set status = 'expired', updated_at = ${now}
      where status in ${OPEN} and expires_at <= ${now}`.execute(db);
    await sql`update invites set ${revoke}
      where status in ${OPEN} and exists (select 1 from users u where u.email = invites.email)`.execute(db);
    await sql`update invites set ${revoke}
      where status in ${OPEN} and exists (
        select 1 from invites newer
        where newer.email = invites.email and newer.status in ${OPEN}
          and (newer.created_at > invites.created_at or (newer.created_at = invites.created_at and newer.id > invites.id))
      )`.execute(db);
    // Closed invites link freely; an open or accepted one only where the entry has none yet (index of 004).
    await sql`update invites set survey_response_id = (select sr.id from survey_responses sr where sr.email = invites.email)
      where survey_response_id is null
        and exists (select 1 from survey_responses sr where sr.email = invites.email)
        and (status not in ('pending', 'sent', 'accepted') or not exists (
          select 1 from invites other join survey_responses sr on sr.id = other.survey_response_id
          where sr.email = invites.email and other.status in ('pending', 'sent', 'accepted')
        ))`.execute(db);

    await db.schema
      .createIndex("invites_one_open_per_email")
      .on("invites")
      .column("email")
      .unique()
      .where(sql.ref("status"), "in", OPEN)
      .execute();
    // The funnel finds each person's first invite that was not revoked (services/funnel/counting.ts).
    await db.schema
      .createIndex("invites_email_status_created_at")
      .on("invites")
      .columns(["email", "status", "created_at"])
      .execute();
    await db.schema.createIndex("users_created_at").on("users").column("created_at").execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex("users_created_at").execute();
    await db.schema.dropIndex("invites_email_status_created_at").execute();
    await db.schema.dropIndex("invites_one_open_per_email").execute();
  },
};
