import type { Kysely } from "kysely";
import { type Dialect, run, triggerFunction } from "./shared.js";

/**
 * Counts kept in row_counts so that the staff dashboard, the lists' unfiltered totals and the trending
 * overview answer at once at a million entries instead of counting (docs/history.md, 052):
 * - 'survey_responses', the waitlist's size, and 'confirmed', how many of it are confirmed (docs/decisions/
 *   250: counting 700,000 confirmed entries took PostgreSQL 170 ms a call). A new entry is counted by the
 *   funnel's read model when it rolls the entry up (server/services/funnel/read-model.ts; docs/decisions/201),
 *   so a sign-up fires nothing here; these triggers only follow entries already rolled up (`rolled_up = 1`)
 *   when their confirmation changes or they are erased, so an entry erased before its roll-up is never
 *   subtracted.
 * - 'invited_people', how many people (addresses) have an invite that was not revoked (docs/history.md, 255:
 *   counting them took 130 ms at 100,000 invites). Invites are written by staff and onboarding only, never by
 *   a sign-up, so triggers keep it: a person is added with their first unrevoked invite and taken away when
 *   their last one is revoked, re-addressed or erased.
 */
const COUNTERS = ["survey_responses", "confirmed", "invited_people"];

const OTHERS = (record: "old" | "new") =>
  `exists (select 1 from invites o where o.email = ${record}.email and o.status <> 'revoked' and o.id <> ${record}.id)`;
const ADD_PERSON = "update row_counts set n = n + 1 where name = 'invited_people'";
const TAKE_PERSON = "update row_counts set n = n - 1 where name = 'invited_people'";

/** SQLite fires a row trigger as each row changes, so it counts row by row. */
const SQLITE = [
  `create trigger survey_responses_count_delete after delete on survey_responses when old.rolled_up = 1 begin
     update row_counts set n = n - 1 where name = 'survey_responses'; end`,
  `create trigger survey_responses_confirmed_count_update after update of confirmed_at on survey_responses
     when old.rolled_up = 1 and (old.confirmed_at is null) <> (new.confirmed_at is null) begin
     update row_counts set n = n + (case when new.confirmed_at is null then -1 else 1 end) where name = 'confirmed';
   end`,
  `create trigger survey_responses_confirmed_count_delete after delete on survey_responses
     when old.rolled_up = 1 and old.confirmed_at is not null begin
     update row_counts set n = n - 1 where name = 'confirmed'; end`,
  `create trigger invites_people_insert after insert on invites
     when new.status <> 'revoked' and not ${OTHERS("new")} begin ${ADD_PERSON}; end`,
  `create trigger invites_people_update after update of status, email on invites
     when old.status is not new.status or old.email is not new.email begin
     ${TAKE_PERSON} and old.status <> 'revoked' and not ${OTHERS("old")};
     ${ADD_PERSON} and new.status <> 'revoked' and not ${OTHERS("new")};
   end`,
  `create trigger invites_people_delete after delete on invites
     when old.status <> 'revoked' and not ${OTHERS("old")} begin ${TAKE_PERSON}; end`,
];

/**
 * PostgreSQL: invited people per statement, from transition tables, as its row triggers would only fire
 * after the whole statement, when every row it touched has changed (an erasure deletes all of a person's
 * invites in one): of the addresses touched, those with an unrevoked invite now less those that had one
 * before. NONE stands in for the transition table a trigger does not have.
 */
const NONE = "(select null::text as id, null::text as email, null::text as status where false)";
function peopleDelta(added: string, removed: string) {
  return `update row_counts set n = n + (
      select count(*) filter (where now_has) - count(*) filter (where had) from (
        select exists (select 1 from invites i where i.email = t.email and i.status <> 'revoked') as now_has,
          exists (select 1 from invites i where i.email = t.email and i.status <> 'revoked'
            and i.id not in (select id from ${added} a))
          or exists (select 1 from ${removed} r where r.email = t.email and r.status <> 'revoked') as had
        from (select email from ${added} a union select email from ${removed} r) t) x)
    where name = 'invited_people'`;
}

const POSTGRES = [
  // The waitlist's size, per statement (a transition table): an erasure of many entries is one update. New
  // entries are added by the funnel's roll-up, not here.
  triggerFunction(
    "survey_responses_count",
    "update row_counts set n = n - (select count(*) from changed where rolled_up = 1) where name = 'survey_responses'",
  ),
  `create trigger survey_responses_count_delete after delete on survey_responses
     referencing old table as changed for each statement execute function survey_responses_count()`,
  `create function survey_responses_confirmed_count() returns trigger language plpgsql as $$
   begin
     if tg_op = 'DELETE' then
       update row_counts set n = n - 1 where name = 'confirmed';
     elsif new.confirmed_at is null then
       update row_counts set n = n - 1 where name = 'confirmed';
     else
       update row_counts set n = n + 1 where name = 'confirmed';
     end if;
     return null;
   end $$`,
  `create trigger survey_responses_confirmed_count_update after update of confirmed_at on survey_responses
     for each row when (old.rolled_up = 1 and (old.confirmed_at is null) <> (new.confirmed_at is null))
     execute function survey_responses_confirmed_count()`,
  `create trigger survey_responses_confirmed_count_delete after delete on survey_responses
     for each row when (old.rolled_up = 1 and old.confirmed_at is not null)
     execute function survey_responses_confirmed_count()`,
  triggerFunction("invites_people_added", peopleDelta("added", NONE)),
  triggerFunction("invites_people_removed", peopleDelta(NONE, "removed")),
  triggerFunction("invites_people_changed", peopleDelta("added", "removed")),
  `create trigger invites_people_insert after insert on invites referencing new table as added
     for each statement execute function invites_people_added()`,
  `create trigger invites_people_delete after delete on invites referencing old table as removed
     for each statement execute function invites_people_removed()`,
  `create trigger invites_people_update after update on invites referencing old table as removed
     new table as added for each statement execute function invites_people_changed()`,
];

export async function createCounters(db: Kysely<unknown>, dialect: Dialect) {
  await db.schema
    .createTable("row_counts")
    .addColumn("name", "text", (c) => c.primaryKey())
    .addColumn("n", "bigint", (c) => c.notNull())
    .execute();
  await (db as Kysely<{ row_counts: { name: string; n: number } }>)
    .insertInto("row_counts")
    .values(COUNTERS.map((name) => ({ name, n: 0 })))
    .execute();
  await run(db, dialect === "sqlite" ? SQLITE : POSTGRES);
}
