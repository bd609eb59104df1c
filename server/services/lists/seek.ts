import { type RawBuilder, type SqlBool, sql } from "kysely";
import { decodeCursor, encodeCursor } from "./cursor.js";

/** One page of a keyset (seek) query: where it continues from and in which order, never an offset. */
export interface SeekWindow {
  /** Row-value comparison against the cursor's key, or undefined on the first page. */
  where: RawBuilder<SqlBool> | undefined;
  orderBy: RawBuilder<unknown>;
  /** One more than the page, to learn whether another page follows. */
  limit: number;
}

interface SeekOptions<Row> {
  /** Column references of the sort key, ending in a unique column; an index must cover them in order. */
  keys: string[];
  keyOf: (row: Row) => string[];
  sort: string;
  order: "asc" | "desc";
  limit: number;
  cursor: string | undefined;
  fetch: (window: SeekWindow) => Promise<Row[]>;
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
  const { keys, keyOf, sort, order, limit } = options;
  const cursor = options.cursor === undefined ? undefined : decodeCursor(options.cursor, sort, keys.length);
  const backwards = cursor?.direction === "before";
  const fetched = await options.fetch(windowFor(keys, backwards ? flip(order) : order, limit, cursor?.key));
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
