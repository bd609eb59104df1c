import { CompiledQuery, type Insertable } from "kysely";
import { compiledText } from "./compiled-texts.js";
import type { Db } from "./database.js";
import type { Database } from "./schema.js";

type Table = keyof Database & string;
type Row<T extends Table> = Insertable<Database[T]>;
/** Which rows the insert leaves alone (a unique column), and which columns it returns. */
interface Options<T extends Table> {
  onConflictDoNothing?: keyof Database[T] & string;
  returning?: readonly (keyof Database[T] & string)[];
}

/** The few builder calls insertText makes, without the table-specific types. */
interface LooseInsert {
  onConflict(build: (oc: { column(name: string): { doNothing(): unknown } }) => unknown): LooseInsert;
  returning(columns: readonly string[]): LooseInsert;
  compile(): CompiledQuery;
}
interface LooseDb {
  insertInto(table: string): { values(rows: object[]): LooseInsert };
}

/** Stays under SQLite's 32,766 and PostgreSQL's 65,535 bound parameters per statement. */
const MAX_PARAMETERS = 30_000;

/**
 * Multi-row inserts, as Kysely's builder writes them, but each shape built once: the builder, its plugins
 * and its compiler walked every value of every row anew, a sixth of the CPU of a batch of sign-ups in its
 * transaction (decision 271). The first statement of a shape is compiled through the builder on
 * stand-in values, so the text has this dialect's placeholders and names; later ones bind the rows' values
 * in the same order. Rows beyond the parameter bound go in further statements (wrap a large load in a
 * transaction). Every row takes the first row's keys as its columns; an undefined value is stored as
 * NULL (leave a key out for the column's default). Returns the rows named by `returning`.
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
  const size = Math.max(1, Math.floor(MAX_PARAMETERS / columns.length));
  const returned: Record<string, unknown>[] = [];
  for (let start = 0; start < rows.length; start += size) {
    const batch = rows.slice(start, start + size);
    const parameters = cellValues(batch, columns);
    const text = insertText(db, table, columns, batch.length, options);
    const result = await db.executeQuery<Record<string, unknown>>(CompiledQuery.raw(text, parameters));
    returned.push(...result.rows);
  }
  return returned;
}

/** The insert's text for `count` rows of these columns (compiled-texts.ts: built once per shape). */
function insertText<T extends Table>(db: Db, table: T, columns: string[], count: number, options: Options<T>) {
  const { onConflictDoNothing, returning } = options;
  const shape = `insert|${table}|${columns.join(",")}|${count}|${onConflictDoNothing ?? ""}|${returning?.join(",") ?? ""}`;
  return compiledText(db, shape, columns.length * count, (value) => {
    // The builder's types cannot follow a table named by a variable; the caller's R checks the rows' shape.
    let query = (db as unknown as LooseDb).insertInto(table).values(standInRows(columns, count, value));
    if (onConflictDoNothing) query = query.onConflict((oc) => oc.column(onConflictDoNothing).doNothing());
    if (returning) query = query.returning(returning);
    return query;
  });
}

/** The rows' values, row by row in the columns' order: how a multi-row insert's parameters are bound. */
export function cellValues(rows: readonly object[], columns: string[]): unknown[] {
  const values: unknown[] = [];
  for (const row of rows) {
    const cells = row as Record<string, unknown>;
    for (const column of columns) values.push(cells[column] ?? null);
  }
  return values;
}

/** `count` rows of these columns whose cells are `value(0)`, `value(1)`, ... in cellValues' order. */
export function standInRows(columns: string[], count: number, value: (index: number) => string) {
  return Array.from({ length: count }, (_, row) =>
    Object.fromEntries(columns.map((column, i) => [column, value(row * columns.length + i)])),
  );
}
