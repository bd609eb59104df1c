import { sql } from "kysely";
import type { Db } from "../../db/database.js";
import { sortableId } from "../../lib/ids.js";
import { newEntries, type SignUp, type SignUpResult, signUpResults } from "./store.js";

/**
 * PostgreSQL: a batch's entries and the e-mail each sign-up causes in one statement, two data-modifying
 * CTEs that commit together on their own: one round trip to the database instead of four (begin, two
 * inserts, commit), since at the bench's load the rate is bound by round trips (decision 269). The e-mail's
 * kind is decided in the statement as insertSignUps decides it (store.ts): "welcome" for the first
 * sign-up of an address that the insert wrote, "already" for every other.
 */
export async function writeSignUpsInOneStatement(db: Db, signUps: SignUp[]): Promise<SignUpResult[]> {
  const { firstByEmail, rows } = newEntries(signUps);
  const mail = signUps.map(
    (s) => sql`(${sortableId()}, ${s.email}, ${s.at}, ${firstByEmail.get(s.email) === s}::boolean)`,
  );
  const inserted = await db
    .with("inserted", (db) =>
      db
        .insertInto("surveyResponses")
        .values(rows)
        .onConflict((oc) => oc.column("email").doNothing())
        .returning(["id", "email"]),
    )
    .with("mail", (db) =>
      db
        .insertInto("pendingPersonalMail")
        .columns(["id", "email", "kind", "attempt", "dueAt"])
        .expression(sql`
        select m.id, m.email,
          case when m.is_first and exists (select 1 from inserted where inserted.email = m.email)
            then 'welcome' else 'already' end,
          0, m.due_at
        from (values ${sql.join(mail)}) as m (id, email, due_at, is_first)`),
    )
    .selectFrom("inserted")
    .select(["id", "email"])
    .execute();
  return signUpResults(db, signUps, firstByEmail, inserted);
}
