import { type Kysely, type Migration, SqliteAdapter, sql } from "kysely";

/**
 * How many people are invited (have an invite that was not revoked), in row_counts ('invited_people'): the
 * staff dashboard's card and the trending overview counted the distinct addresses of every invite on each
 * call (about 130 ms on PostgreSQL at 100,000 invites, docs/decisions/255). Invites are written by staff
 * and onboarding only, never by a sign-up, so row triggers keep the count: a person is added when their
 * first unrevoked invite appears and taken away when their last one is revoked, re-addressed or erased.
 * SQLite fires a row trigger as each row changes, so its triggers count row by row.
 */
const OTHERS = (record: "old" | "new") =>
  `exists (select 1 from invites o where o.email = ${record}.email and o.status <> 'revoked' and o.id <> ${record}.id)`;
const ADD = "update row_counts set n = n + 1 where name = 'invited_people'";
const TAKE = "update row_counts set n = n - 1 where name = 'invited_people'";

const SQLITE = [
  `create trigger invites_people_insert after insert on invites
     when new.status <> 'revoked' and not ${OTHERS("new")} begin ${ADD}; end`,
  `create trigger invites_people_update after update of status, email on invites
     when old.status is not new.status or old.email is not new.email begin
     ${TAKE} and old.status <> 'revoked' and not ${OTHERS("old")};
     ${ADD} and new.status <> 'revoked' and not ${OTHERS("new")};
   end`,
  `create trigger invites_people_delete after delete on invites
     when old.status <> 'revoked' and not ${OTHERS("old")} begin ${TAKE}; end`,
];

/**
 * PostgreSQL fires row triggers after the whole statement, when every row it touched has changed (an
 * erasure deletes all of a person's invites in one), so it counts per statement from transition tables:
 * of the addresses touched, those with an unrevoked invite now less those that had one before.
 */
const NONE = "(select null::text as id, null::text as email, null::text as status where false)";
function delta(added: string, removed: string) {
  return `update row_counts set n = n + (
      select count(*) filter (where now_has) - count(*) filter (where had) from (
        select exists (select 1 from invites i where i.email = t.email and i.status <> 'revoked') as now_has,
          exists (select 1 from invites i where i.email = t.email and i.status <> 'revoked'
            and i.id not in (select id from ${added} a))
          or exists (select 1 from ${removed} r where r.email = t.email and r.status <> 'revoked') as had
        from (select email from ${added} a union select email from ${removed} r) t) x)
    where name = 'invited_people'`;
}
const fn = (name: string, body: string) =>
  `create function ${name}() returns trigger language plpgsql as $$ begin ${body}; return null; end $$`;
const POSTGRES = [
  fn("invites_people_added", delta("added", NONE)),
  fn("invites_people_removed", delta(NONE, "removed")),
  fn("invites_people_changed", delta("added", "removed")),
  `create trigger invites_people_insert after insert on invites referencing new table as added
     for each statement execute function invites_people_added()`,
  `create trigger invites_people_delete after delete on invites referencing old table as removed
     for each statement execute function invites_people_removed()`,
  `create trigger invites_people_update after update on invites referencing old table as removed
     new table as added for each statement execute function invites_people_changed()`,
];

export const invitedPeopleCount: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`insert into row_counts (name, n)
      select 'invited_people', count(distinct email) from invites where status <> 'revoked'`.execute(db);
    const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
    for (const statement of sqlite ? SQLITE : POSTGRES) await sql.raw(statement).execute(db);
  },
};
