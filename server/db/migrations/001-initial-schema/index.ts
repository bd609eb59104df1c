import type { Kysely, Migration } from "kysely";
import { createFunnel } from "./funnel.js";
import { createHubs } from "./hubs.js";
import { createInvitedEntries } from "./invited-entries.js";
import { createInvites } from "./invites.js";
import { createJobs } from "./jobs.js";
import { createPersonalPage } from "./personal-page.js";
import { createCounters } from "./row-counts.js";
import { createSearch } from "./search.js";
import { dialectOf } from "./shared.js";
import { createStaff } from "./staff.js";
import { createTraffic } from "./traffic.js";
import { createWaitlist } from "./waitlist.js";

/**
 * The whole schema, on SQLite and PostgreSQL alike (docs/decisions/256-one-initial-schema.md), by area:
 * - waitlist.ts: the cities (seeded) and the waitlist, survey_responses;
 * - invites.ts: invites, the accounts they open, the mail outbox;
 * - personal-page.ts: a sign-up's tokens, referral credits and pending e-mail;
 * - hubs.ts, staff.ts, jobs.ts: hub waves and backfills; staff, sessions, audit log, rate limits; jobs;
 * - search.ts: the lists' search indexes (FTS5 on SQLite, pg_trgm on PostgreSQL);
 * - invited-entries.ts: invited_until and invited_at of each entry, kept from its person's invites;
 * - row-counts.ts, funnel.ts, traffic.ts: the pre-counted sizes, funnel groups and traffic days.
 *
 * What a sign-up's INSERT into survey_responses fires is kept small, as it is the public path:
 * - on PostgreSQL its search text, the survey_responses_search_docs row (search.ts); on SQLite nothing for
 *   search since migration 003, which took the FTS5 insert trigger away: the sign-up thread adds new
 *   entries to the index in one statement a second (server/services/lists/search-catch-up.ts);
 * - its invited_until, when its address was invited before it joined (invited-entries.ts; PostgreSQL's
 *   statement trigger runs on every insert and finds nothing to do otherwise);
 * - and the entries of survey_responses' indexes (waitlist.ts; a partial one only when the row is in it).
 * Nothing else. The entry waits with `rolled_up = 0` until the funnel's read model counts it
 * (server/services/funnel/read-model.ts): the waitlist's size and confirmed count, its funnel groups, its
 * traffic join and its invited_at. The counters' triggers here follow only entries already rolled up, when
 * they are edited or erased.
 *
 * SQLite counts row by row in row triggers; PostgreSQL mostly per statement, from transition tables, so a
 * bulk write updates each counter once.
 */
export const initialSchema: Migration = {
  async up(db: Kysely<unknown>) {
    const dialect = dialectOf(db);
    // Tables first, in the order their foreign keys need; then what watches them.
    await createWaitlist(db);
    await createInvites(db);
    await createPersonalPage(db, dialect);
    await createHubs(db);
    await createStaff(db, dialect);
    await createJobs(db);
    await createSearch(db, dialect);
    await createInvitedEntries(db, dialect);
    await createCounters(db, dialect);
    await createFunnel(db, dialect);
    await createTraffic(db, dialect);
  },
};
