import { type CreateTableBuilder, type Kysely, SqliteAdapter, sql } from "kysely";

/** The two databases the schema is written for; where their SQL must differ, an area branches on this. */
export type Dialect = "sqlite" | "postgres";

export const dialectOf = (db: Kysely<unknown>): Dialect =>
  db.getExecutor().adapter instanceof SqliteAdapter ? "sqlite" : "postgres";

/** Runs raw statements (triggers, trigger functions, virtual tables) in order. */
export async function run(db: Kysely<unknown>, statements: string[]) {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

/** PostgreSQL: an AFTER trigger's function that runs `body` (its result is ignored, so it returns null). */
export const triggerFunction = (name: string, body: string) =>
  `create function ${name}() returns trigger language plpgsql as $$ begin ${body}; return null; end $$`;

/** `column in ('a', 'b')`, for a check constraint. */
export const isOneOf = (column: string, values: string[]) =>
  sql`${sql.ref(column)} in (${sql.join(values.map((value) => sql.lit(value)))})`;

/**
 * SQLite stores a WITHOUT ROWID table's rows in key order, in one b-tree: a range of days is one contiguous
 * read, and an insert writes one b-tree instead of two. PostgreSQL has no such option.
 */
export const clustered =
  (dialect: Dialect) =>
  <T extends CreateTableBuilder<string, never>>(table: T): T =>
    dialect === "sqlite" ? (table.modifyEnd(sql`without rowid`) as T) : table;

/** The Indian calendar day ("YYYY-MM-DD") of an ISO-8601 UTC text column: the funnel and traffic count by it. */
export function istDayText(dialect: Dialect, column: string) {
  return dialect === "sqlite"
    ? `date(${column}, '+330 minutes')`
    : `to_char((${column})::timestamptz at time zone 'Asia/Kolkata', 'YYYY-MM-DD')`;
}
