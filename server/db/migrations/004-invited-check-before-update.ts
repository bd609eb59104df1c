import type { Kysely, Migration } from "kysely";
import { dialectOf, run } from "./001-initial-schema/shared.js";

/**
 * PostgreSQL: a new entry's `invited_until` is filled in only when its address was invited before it
 * joined. The statement-level trigger ran its UPDATE for every batch of sign-ups, and PL/pgSQL kept the
 * plan it made while the table was small (until the next ANALYZE): a hash join that read all of
 * survey_responses on every batch, for batches that almost never hold an invited address (docs/history.md, 264).
 * The invites are now looked up first, by their e-mail index, and the update runs only for a batch that
 * has one. SQLite's row trigger already had that `when exists` guard.
 */
export const invitedCheckBeforeUpdate: Migration = {
  async up(db: Kysely<unknown>) {
    if (dialectOf(db) !== "postgres") return;
    await run(db, [
      `create or replace function survey_responses_invited_until() returns trigger language plpgsql as $$
   begin
     if exists (select 1 from invites where invites.email in (select email from new_rows)) then
       update survey_responses set invited_until = (select max(case status when 'accepted'
           then '9999-12-31T23:59:59.999Z' else expires_at end) from invites
         where invites.email = survey_responses.email and status in ('pending', 'sent', 'accepted'))
       from new_rows
       where survey_responses.id = new_rows.id and exists (select 1 from invites where invites.email = new_rows.email);
     end if;
     return null;
   end $$`,
    ]);
  },
};
