import { type Kysely, type Migration, SqliteAdapter, sql } from "kysely";
import { entryFromInvitesSql } from "./entry-from-invites.js";

/**
 * survey_responses.invited_until: until when the entry's person (by address) counts as invited, so that
 * the "invited" filter and its counts read an index of the waitlist instead of joining every invite
 * (docs/decisions/104-invited-until-and-search-plans.md). Kept by triggers: an accepted invite counts for ever (the
 * sentinel below), an open one (pending or sent) until it expires, anything else not at all (null).
 * "Invited now" is `invited_until > now`, so an invite running out needs no write.
 */
export const INVITED_FOREVER = "9999-12-31T23:59:59.999Z";

/** The latest moment any invite of the address `email` (an SQL expression) keeps its person invited. */
const until = (email: string) =>
  `(select max(case status when 'accepted' then '${INVITED_FOREVER}' else expires_at end) from invites
     where invites.email = ${email} and status in ('pending', 'sent', 'accepted'))`;
const { sqlite: SQLITE, postgres: POSTGRES } = entryFromInvitesSql({
  column: "invited_until",
  value: until,
  watched: "email, status, expires_at",
});

export const invitedUntil: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable("survey_responses").addColumn("invited_until", "text").execute();
    await sql
      .raw(`update survey_responses set invited_until = ${until("survey_responses.email")}
              where email in (select email from invites where status in ('pending', 'sent', 'accepted'))`)
      .execute(db);
    // "Invited" alone and "invited in this city" are ranges of this index; neither reads the table.
    await db.schema
      .createIndex("survey_responses_invited_until_home_city")
      .on("survey_responses")
      .columns(["invited_until", "home_city"])
      .execute();
    const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
    for (const statement of sqlite ? SQLITE : POSTGRES) await sql.raw(statement).execute(db);
  },
};
