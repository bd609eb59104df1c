import { SqliteAdapter } from "kysely";
import type { Db } from "../../db/database.js";
import { waitlistSearchCatchUp } from "../../db/search-schema.js";
import type { Writes } from "../../db/writes.js";
import type { PlainLog } from "../../lib/thread-log.js";

/** New waitlist entries are searchable within this long (docs/product.md: new entries join the index once a second). */
export const SEARCH_CATCH_UP_MS = 1_000;
/**
 * Entries indexed per write turn: a second of sign-ups at a few thousand a second. A longer backlog (rows
 * written straight into the table) goes in several turns, so sign-ups never wait behind all of it.
 */
export const SEARCH_CATCH_UP_ROWS = 5_000;

/**
 * Adds up to `limit` waitlist entries not yet in SQLite's search index and answers how many it added;
 * PostgreSQL's search text is always current (0).
 */
export async function catchUpWaitlistSearch(db: Db, limit = Number.MAX_SAFE_INTEGER): Promise<number> {
  if (!(db.getExecutor().adapter instanceof SqliteAdapter)) return 0;
  const result = await waitlistSearchCatchUp(limit).execute(db);
  return Number(result.numAffectedRows ?? 0);
}

/**
 * SQLite's waitlist search index, kept up to date once a second rather than in every sign-up's commit
 * (docs/decisions/261-search-index-catches-up.md): `soon()` after a batch of sign-ups, `now()` before a
 * staff search, so a search never misses an entry that exists.
 */
export function createSearchCatchUp(turns: { next: Writes; alongside: Writes }, log: PlainLog) {
  let scheduled = false;
  const chunk = (writes: Writes) => writes((db) => catchUpWaitlistSearch(db, SEARCH_CATCH_UP_ROWS));
  const soon = () => {
    if (scheduled) return;
    scheduled = true;
    setTimeout(async () => {
      scheduled = false;
      // The timer's chunks ride on the sign-ups' turns; a full chunk means more is waiting.
      const added = await chunk(turns.alongside).catch((error) => {
        log.warn({ err: error }, "adding new entries to the search index failed");
        return 0;
      });
      if (added === SEARCH_CATCH_UP_ROWS) soon();
    }, SEARCH_CATCH_UP_MS);
  };
  return {
    soon,
    /** A staff search: the next turns at once, a chunk each, until nothing is left. */
    async now() {
      while ((await chunk(turns.next)) === SEARCH_CATCH_UP_ROWS);
    },
  };
}
