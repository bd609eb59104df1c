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

/** The few builder calls compiledText makes, without the table-specific types. */
interface LooseInsert {
  onConflict(build: (oc: { column(name: string): { doNothing(): unknown } }) => unknown): LooseInsert;
  returning(columns: readonly string[]): LooseInsert;
  compile(): CompiledQuery;
}
interface LooseDb {
  insertInto(table: string): { values(rows: object[]): LooseInsert };
}

/**
 * Compiled insert texts by table, columns, row count, options and plugins: a few shapes each, reused for
 * ever. One cache per database (its adapter, which its transactions share), so dialects never mix.
 */
const compiledTexts = new WeakMap<object, Map<string, string>>();
const MAX_TEXTS = 1_000;
/** Stays under SQLite's 32,766 and PostgreSQL's 65,535 bound parameters per statement. */
const MAX_PARAMETERS = 30_000;

/**
 * Multi-row inserts, as Kysely's builder writes them, but each shape built once: the builder, its plugins
 * and its compiler walked every value of every row anew, a sixth of the CPU of a batch of sign-ups in its
 * transaction (issue 18, decision 271). The first statement of a shape is compiled through the builder on
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
    const parameters: unknown[] = [];
    for (const row of batch) {
      const values = row as Record<string, unknown>;
      for (const column of columns) parameters.push(values[column] ?? null);
    }
    const text = compiledText(db, table, columns, batch.length, options);
    const result = await db.executeQuery<Record<string, unknown>>(CompiledQuery.raw(text, parameters));
    returned.push(...result.rows);
  }
  return returned;
}

function compiledText<T extends Table>(db: Db, table: T, columns: string[], count: number, options: Options<T>) {
  const { onConflictDoNothing, returning } = options;
  const executor = db.getExecutor();
  let texts = compiledTexts.get(executor.adapter);
  if (!texts) {
    texts = new Map();
    compiledTexts.set(executor.adapter, texts);
  }
  const plugins = executor.plugins.map((plugin) => plugin.constructor.name).join("+");
  const key = `${table}|${columns.join(",")}|${count}|${onConflictDoNothing ?? ""}|${returning?.join(",") ?? ""}|${plugins}`;
  const cached = texts.get(key);
  if (cached !== undefined) return cached;
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
  if (texts.size >= MAX_TEXTS) texts.clear();
  texts.set(key, compiled.sql);
  return compiled.sql;
}
