import type { FastifyBaseLogger } from "fastify";
import { inviteQuerySchema, waitlistQuerySchema } from "../../../contract/lists.js";
import type { Db } from "../../db/database.js";
import type { Dialect } from "../../db/schema.js";
import { invitesPage } from "./invites-page.js";
import { waitlistPage } from "./waitlist-page.js";

/** Reader threads to reach (sqlite-readers.ts runs at most 2); one query each, sent at once. */
const READER_THREADS = 2;
/** A term no entry holds, so the warm-up reads the search index's own records and no doclist of any size. */
const NO_MATCH = "qzxjv";
/** A start never waits longer than this for the warm-up: past it the first search pays the rest. */
export const WARM_SEARCH_LIMIT_MS = 10_000;

/**
 * Runs a search of each list (the lists' own code, for a term nothing matches) on every reader connection
 * before the server takes requests. The first search on a connection paid for opening SQLite's FTS5 index
 * of a million entries and first running the lists' search statements (219 ms to 1.5 s on the shared
 * machine, later ones tens of ms): staff met it on the first search after each deploy. A failure is only
 * logged: the first search then pays, as before.
 */
export async function warmSearch(reader: Db, dialect: Dialect, log: FastifyBaseLogger) {
  const started = performance.now();
  const warm = (async () => {
    // A search planned either way: one matching nothing (the matches drive the query) and the newest
    // entry's mail domain, on a big waitlist a common term (the sort index is walked and the matches
    // probed); the planner's own choice, so a rare domain costs no more than any search.
    const newest = await reader
      .selectFrom("surveyResponses")
      .select("email")
      .orderBy("createdAt", "desc")
      .limit(1)
      .executeTakeFirst();
    const domain = newest?.email.split("@")[1] ?? "";
    const terms = domain.length >= 3 ? [NO_MATCH, domain] : [NO_MATCH];
    await Promise.all(
      Array.from({ length: READER_THREADS }, () =>
        terms.flatMap((q) => [
          waitlistPage(reader, dialect, waitlistQuerySchema.parse({ q })),
          invitesPage(reader, dialect, "", inviteQuerySchema.parse({ q })),
        ]),
      ).flat(),
    );
  })();
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<"late">((resolve) => {
    timer = setTimeout(() => resolve("late"), WARM_SEARCH_LIMIT_MS);
    timer.unref();
  });
  try {
    const outcome = await Promise.race([warm, limit]);
    if (outcome === "late") log.warn("the search warm-up is still running; taking requests meanwhile");
    else log.debug({ ms: Math.round(performance.now() - started) }, "search indexes open on every reader");
  } catch (error) {
    log.warn({ err: error }, "warming the search indexes failed");
  } finally {
    clearTimeout(timer);
  }
}
