import { CompiledQuery, type Insertable } from "kysely";
import type { Db } from "./database.js";
import type { Database } from "./schema.js";

type Table = keyof Database & string;
type Row<T extends Table> = Insertable<Database[T]>;
/** Which rows the insert leaves alone (a unique column), and which columns it returns. */
interface Options<T extends Table> {
  onConflictDoNothing?: keyof Database[T] & string;
  returning?: readonly (keyof Database[T] & string)[];
}

/** The few builder calls compileShape makes, without the table-specific types. */
interface LooseInsert {
  onConflict(build: (oc: { column(name: string): { doNothing(): unknown } }) => unknown): LooseInsert;
  returning(columns: readonly string[]): LooseInsert;
  compile(): CompiledQuery;
}
interface LooseDb {
  insertInto(table: string): { values(rows: object[]): LooseInsert };
}

/** Compiled insert texts by table, columns, row count and options: a few shapes each, reused for ever. */
const compiledTexts = new Map<string, string>();
const MAX_TEXTS = 1_000;

/**
 * A multi-row insert, one statement, as Kysely's builder writes it, but built once per shape: the
 * builder, its plugins and its compiler walked every value of every row anew (about 40% of the sign-up
 * thread's own time, issue 18; decision 271). The first call of a shape compiles it through the builder on
 * a stand-in row, so the text has this dialect's placeholders and names; later calls bind the rows'
 * values in the same order. Every row must have the same keys in the same order (an undefined is sent as
 * null, as the builder would leave the column out).
 */
export async function insertRows<T extends Table, R extends Row<T>>(
  db: Db,
  table: T,
  rows: readonly R[],
  options: Options<T> = {},
): Promise<Record<string, unknown>[]> {
  const first = rows[0];
  if (!first) return [];
  const columns = Object.keys(first);
  const key = `${table}|${columns.join(",")}|${rows.length}|${options.onConflictDoNothing ?? ""}|${options.returning?.join(",") ?? ""}`;
  let text = compiledTexts.get(key);
  if (text === undefined) {
    text = compileShape(db, table, columns, rows.length, options);
    if (compiledTexts.size >= MAX_TEXTS) compiledTexts.clear();
    compiledTexts.set(key, text);
  }
  const parameters: unknown[] = [];
  for (const row of rows) {
    const values = row as Record<string, unknown>;
    for (const column of columns) parameters.push(values[column] ?? null);
  }
  const result = await db.executeQuery<Record<string, unknown>>(CompiledQuery.raw(text, parameters));
  return result.rows;
}

function compileShape<T extends Table>(
  db: Db,
  table: T,
  columns: string[],
  count: number,
  { onConflictDoNothing, returning }: Options<T>,
): string {
  // A stand-in value per cell: the builder writes one placeholder for each, whatever the value.
  const standIn = Object.fromEntries(columns.map((column) => [column, ""]));
  // The builder's types cannot follow a table named by a variable; the caller's R checks the rows' shape.
  let query = (db as unknown as LooseDb).insertInto(table).values(Array.from({ length: count }, () => standIn));
  if (onConflictDoNothing) query = query.onConflict((oc) => oc.column(onConflictDoNothing).doNothing());
  if (returning) query = query.returning(returning);
  const compiled = query.compile();
  if (compiled.parameters.length !== columns.length * count) {
    throw new Error(`insertRows: ${table} compiled to ${compiled.parameters.length} parameters, not one per cell`);
  }
  return compiled.sql;
}
