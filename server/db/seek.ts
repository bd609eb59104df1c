import { type RawBuilder, type SelectQueryBuilder, type SqlBool, sql } from "kysely";
import { decodeCursor, encodeCursor } from "./cursor.js";
import type { Database } from "./schema.js";

/** One page of a keyset (seek) query: where it continues from and in which order, never an offset. */
export interface SeekWindow {
  /** Row-value comparison against the cursor's key, or undefined on the first page. */
  where: RawBuilder<SqlBool> | undefined;
  orderBy: RawBuilder<unknown>;
  /** One more than the page, to learn whether another page follows. */
  limit: number;
}

/** A list request's paging part (contract/lists.ts). */
export interface PageRequest {
  sort: string;
  order: "asc" | "desc";
  limit: number;
  cursor?: string | undefined;
}

interface SeekOptions<Row> extends PageRequest {
  /** The table the key columns belong to. */
  table: keyof Database;
  /** The sort key's columns, ending in a unique one; an index must cover them in this order. */
  keys: (keyof Row & string)[];
  fetch: (window: SeekWindow) => Promise<Row[]>;
}

/** Restricts a select to one window: the rows after the cursor, in order, one more than a page. */
export function inWindow<TB extends keyof Database, O>(query: SelectQueryBuilder<Database, TB, O>, window: SeekWindow) {
  return (window.where ? query.where(window.where) : query).orderBy(window.orderBy).limit(window.limit);
}

export interface SeekPage<Row> {
  rows: Row[];
  nextCursor: string | null;
  prevCursor: string | null;
}

function windowFor(keys: string[], order: "asc" | "desc", limit: number, after?: string[]): SeekWindow {
  const refs = keys.map((key) => sql.ref(key));
  const direction = sql.raw(order);
  return {
    where: after && sql<SqlBool>`(${sql.join(refs)}) ${sql.raw(order === "asc" ? ">" : "<")} (${sql.join(after)})`,
    orderBy: sql.join(refs.map((ref) => sql`${ref} ${direction}`)),
    limit: limit + 1,
  };
}

const flip = (order: "asc" | "desc") => (order === "asc" ? "desc" : "asc");

/**
 * Runs one page. Cost depends on the page size only, so page 20,000 costs what page 1 does. A 'before'
 * cursor reads backwards from its key and turns the rows round; when that reaches the start of the list
 * the answer is the first page itself, so paging back never ends on a short page.
 */
export async function seekPage<Row>(options: SeekOptions<Row>): Promise<SeekPage<Row>> {
  const { table, keys, sort, order, limit } = options;
  const keyOf = (row: Row) => keys.map((key) => String(row[key]));
  const cursor = options.cursor === undefined ? undefined : decodeCursor(options.cursor, sort, keys.length);
  const backwards = cursor?.direction === "before";
  const columns = keys.map((key) => `${table}.${key}`);
  const fetched = await options.fetch(windowFor(columns, backwards ? flip(order) : order, limit, cursor?.key));
  const more = fetched.length > limit;
  const rows = fetched.slice(0, limit);
  if (backwards && !more) return seekPage({ ...options, cursor: undefined });
  if (backwards) rows.reverse();

  const first = rows[0];
  const last = rows.at(-1);
  const at = (direction: "after" | "before", row: Row) => encodeCursor({ sort, direction, key: keyOf(row) });
  const hasNext = backwards || more;
  return {
    rows,
    nextCursor: hasNext && last ? at("after", last) : null,
    prevCursor: cursor && first ? at("before", first) : null,
  };
}
