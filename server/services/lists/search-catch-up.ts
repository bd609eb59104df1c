import { SqliteAdapter, sql } from "kysely";
import type { Db } from "../../db/database.js";
import { WAITLIST_SEARCH_CATCH_UP } from "../../db/search-schema.js";
import type { Writes } from "../../db/writes.js";
import type { PlainLog } from "../../lib/thread-log.js";

/** New waitlist entries are searchable within this long (issue 18: "within a second is fine"). */
export const SEARCH_CATCH_UP_MS = 1_000;

/** Adds the waitlist entries not yet in SQLite's search index; PostgreSQL's is always current. */
export async function catchUpWaitlistSearch(db: Db) {
  if (db.getExecutor().adapter instanceof SqliteAdapter) await sql.raw(WAITLIST_SEARCH_CATCH_UP).execute(db);
}

/**
 * SQLite's waitlist search index, kept up to date once a second rather than in every sign-up's commit
 * (docs/decisions/261-search-index-catches-up.md): `soon()` after a batch of sign-ups, `now()` before a
 * staff search, so a search never misses an entry that exists.
 */
export function createSearchCatchUp(turns: { next: Writes; alongside: Writes }, log: PlainLog) {
  let timer: NodeJS.Timeout | undefined;
  // A staff search takes the next turn at once; the timer's catch-up rides on the sign-ups' turns.
  const catchUp = async (writes: Writes) => {
    clearTimeout(timer);
    timer = undefined;
    await writes(catchUpWaitlistSearch);
  };
  return {
    now: () => catchUp(turns.next),
    soon() {
      timer ??= setTimeout(
        () =>
          void catchUp(turns.alongside).catch((error) =>
            log.warn({ err: error }, "adding new entries to the search index failed"),
          ),
        SEARCH_CATCH_UP_MS,
      );
    },
  };
}
