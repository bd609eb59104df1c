import type { FastifyBaseLogger } from "fastify";
import { inviteQuerySchema, waitlistQuerySchema } from "../../../contract/lists.js";
import type { Db } from "../../db/database.js";
import type { Dialect } from "../../db/schema.js";
import { boundedWarmUp } from "../../lib/bounded-warm-up.js";
import { invitesPage } from "./invites-page.js";
import { waitlistPage } from "./waitlist-page.js";

/** Reader threads to reach (sqlite-readers.ts runs at most 2); one query each, sent at once. */
const READER_THREADS = 2;
/** Warming reads pages only to load the plans and pages: their links are thrown away. */
const WARMING_LINKS = { publicUrl: "", secret: Buffer.alloc(32) };
/** A term no entry holds, so the warm-up reads the search index's own records and no doclist of any size. */
const NO_MATCH = "qzxjv";

/**
 * Runs a search of each list (the lists' own code, for a term nothing matches) on every reader connection
 * before the server takes requests. The first search on a connection paid for opening SQLite's FTS5 index
 * of a million entries and first running the lists' search statements (219 ms to 1.5 s on the shared
 * machine, later ones tens of ms): staff met it on the first search after each deploy. `indexed` is the
 * wait every search makes for the search index to catch up (app.signUps.indexed).
 */
export async function warmSearch(
  reader: Db,
  dialect: Dialect,
  log: FastifyBaseLogger,
  indexed: () => Promise<void> = async () => {},
) {
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
    await Promise.all([
      // Each search first waits for the search index to catch up (routes/admin.ts), which on SQLite starts
      // the sign-up thread: a worker, its connection and its first catch-up, 250-350 ms that the first
      // common-name search paid after every start even with the reader warm.
      indexed(),
      ...Array.from({ length: READER_THREADS }, () =>
        terms.flatMap((q) => [
          waitlistPage(reader, dialect, waitlistQuerySchema.parse({ q })),
          invitesPage(reader, dialect, WARMING_LINKS, inviteQuerySchema.parse({ q })),
        ]),
      ).flat(),
    ]);
  })();
  await boundedWarmUp("warming the search", warm, log);
}
