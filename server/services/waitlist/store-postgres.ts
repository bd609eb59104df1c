import { CompiledQuery, sql } from "kysely";
import { compiledText } from "../../db/compiled-texts.js";
import type { Db } from "../../db/database.js";
import { cellValues, standInRows } from "../../db/insert-rows.js";
import { sortableId } from "../../lib/ids.js";
import { newEntries, type SignUp, type SignUpResult, signUpResults } from "./store.js";

type EntryRow = ReturnType<typeof newEntries>["rows"][number];
/** The values each sign-up's e-mail row takes, in the statement's order (its id, address, time, first). */
const MAIL_VALUES = 4;

/**
 * PostgreSQL: a batch's entries and the e-mail each sign-up causes in one statement, two data-modifying
 * CTEs that commit together on their own: one round trip to the database instead of four (begin, two
 * inserts, commit), since at the bench's load the rate is bound by round trips (decision 269). The e-mail's
 * kind is decided in the statement as insertSignUps decides it (store.ts): "welcome" for the first
 * sign-up of an address that the insert wrote, "already" for every other. The statement's text is built
 * once per batch shape (compiled-texts.ts), so the event loop, which does all of this on PostgreSQL, only
 * binds a batch's values.
 */
export async function writeSignUpsInOneStatement(db: Db, signUps: SignUp[]): Promise<SignUpResult[]> {
  const { firstByEmail, rows } = newEntries(signUps);
  const columns = Object.keys(rows[0] ?? {});
  const values = cellValues(rows, columns);
  for (const s of signUps) values.push(sortableId(), s.email, s.at, firstByEmail.get(s.email) === s);
  const shape = `sign-ups|${columns.join(",")}|${rows.length}|${signUps.length}`;
  const text = compiledText(db, shape, values.length, (value) =>
    signUpsStatement(db, columns, rows.length, signUps.length, value),
  );
  const { rows: inserted } = await db.executeQuery<{ id: string; email: string }>(CompiledQuery.raw(text, values));
  return signUpResults(db, signUps, firstByEmail, inserted);
}

/** The statement for `entries` new rows of these columns and `mail` e-mail rows, `value(i)` its i-th value. */
function signUpsStatement(db: Db, columns: string[], entries: number, mail: number, value: (i: number) => string) {
  // Stand-ins in the entry rows' shape: the builder writes a placeholder for each, whatever its value.
  const rows = standInRows(columns, entries, value) as unknown as EntryRow[];
  const first = entries * columns.length;
  const tuples = Array.from({ length: mail }, (_, row) => {
    const at = (i: number) => value(first + row * MAIL_VALUES + i);
    return sql`(${at(0)}, ${at(1)}, ${at(2)}, ${at(3)}::boolean)`;
  });
  return db
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
        from (values ${sql.join(tuples)}) as m (id, email, due_at, is_first)`),
    )
    .selectFrom("inserted")
    .select(["id", "email"]);
}
