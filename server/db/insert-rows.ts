import type { Insertable } from "kysely";
import type { Db } from "./database.js";
import type { Database } from "./schema.js";

type Table = keyof Database & string;
type Row<T extends Table> = Insertable<Database[T]>;
/** Which rows the insert leaves alone (a unique column), and which columns it returns. */
interface Options<T extends Table> {
  onConflictDoNothing?: keyof Database[T] & string;
  returning?: readonly (keyof Database[T] & string)[];
}

/** The few builder calls insertRows makes, without the table-specific types. */
interface LooseInsert {
  onConflict(build: (oc: { column(name: string): { doNothing(): unknown } }) => unknown): LooseInsert;
  returning(columns: readonly string[]): LooseInsert;
  execute(): Promise<Record<string, unknown>[]>;
}
interface LooseDb {
  insertInto(table: string): { values(rows: object[]): LooseInsert };
}

/** Stays under SQLite's 32,766 and PostgreSQL's 65,535 bound parameters per statement. */
const MAX_PARAMETERS = 30_000;

/**
 * Multi-row inserts through Kysely's builder, with the rows' columns fixed: every row takes the first
 * row's keys, and an undefined value is stored as NULL (leave a key out for the column's default), where
 * the builder would drop the key and store the default. Rows beyond the parameter bound go in further
 * statements (wrap a large load in a transaction). Returns the rows named by `returning`.
 */
export async function insertRows<T extends Table, R extends Row<T>>(
  db: Db,
  table: T,
  rows: readonly R[],
  { onConflictDoNothing, returning }: Options<T> = {},
): Promise<Record<string, unknown>[]> {
  const first = rows[0];
  if (!first) return [];
  const columns = Object.keys(first);
  const size = Math.max(1, Math.floor(MAX_PARAMETERS / columns.length));
  const returned: Record<string, unknown>[] = [];
  for (let start = 0; start < rows.length; start += size) {
    const batch = rows.slice(start, start + size).map((row) => {
      const cells = row as Record<string, unknown>;
      return Object.fromEntries(columns.map((column) => [column, cells[column] ?? null]));
    });
    // The builder's types cannot follow a table named by a variable; the caller's R checks the rows' shape.
    let query = (db as unknown as LooseDb).insertInto(table).values(batch);
    if (onConflictDoNothing) query = query.onConflict((oc) => oc.column(onConflictDoNothing).doNothing());
    if (returning) query = query.returning(returning);
    returned.push(...(await query.execute()));
  }
  return returned;
}

/** The rows' values, row by row in the columns' order (a statement that binds them in one list). */
export function cellValues(rows: readonly object[], columns: string[]): unknown[] {
  const values: unknown[] = [];
  for (const row of rows) {
    const cells = row as Record<string, unknown>;
    for (const column of columns) values.push(cells[column] ?? null);
  }
  return values;
}

/** `count` rows of these columns whose cells are `value(0)`, `value(1)`, ... in cellValues' order. */
export function rowsOfValues(columns: string[], count: number, value: (index: number) => unknown) {
  return Array.from({ length: count }, (_, row) =>
    Object.fromEntries(columns.map((column, i) => [column, value(row * columns.length + i)])),
  );
}
