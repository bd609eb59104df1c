import { sql } from "kysely";
import type { WaitlistQuery } from "../../../contract/lists.js";
import type { Db } from "../../db/database.js";
import type { Dialect, SurveyResponsesTable } from "../../db/schema.js";
import { inWindow, type SeekPage, seekPage } from "../../db/seek.js";
import { yieldToEventLoop } from "../../lib/yield.js";
import { planSearch, type SearchPlan } from "../lists/search.js";
import { filteredWaitlist } from "../lists/waitlist-filter.js";
import { SORT_KEYS } from "../lists/waitlist-page.js";

type ExportQuery = Omit<WaitlistQuery, "limit" | "cursor">;

/** Every page of a keyset walk, yielding to other requests between pages. */
export async function* walk<Row>(page: (cursor: string | undefined) => Promise<SeekPage<Row>>): AsyncGenerator<Row[]> {
  let cursor: string | undefined;
  do {
    const next = await page(cursor);
    yield next.rows;
    cursor = next.nextCursor ?? undefined;
    await yieldToEventLoop();
  } while (cursor);
}

/**
 * A common search on SQLite (too many matches to drive the query, decision 104): the search's match list is
 * built once for the whole export, in one query that reads the matching ids in the export's order along
 * the sort index; the rows then come by id, `batch` at a time. Built per page instead, the match list
 * cost the export its time many times over (51 s of CPU for 163,000 matches).
 */
async function* byMatchedIds(db: Db, dialect: Dialect, query: ExportQuery, now: string, batch: number) {
  const direction = sql.raw(query.order);
  const order = SORT_KEYS[query.sort].map((key) => sql`${sql.ref(`surveyResponses.${key}`)} ${direction}`);
  const ids = await filteredWaitlist(db, dialect, query, now, { searchDrives: false })
    .select("surveyResponses.id")
    .orderBy(sql.join(order))
    .execute();
  for (let at = 0; at < ids.length; at += batch) {
    const wanted = ids.slice(at, at + batch).map((row) => row.id);
    const rows = await db.selectFrom("surveyResponses").selectAll().where("id", "in", wanted).execute();
    const byId = new Map(rows.map((row) => [row.id, row]));
    // An entry erased since the ids were read is left out.
    yield wanted.flatMap((id) => byId.get(id) ?? []);
    await yieldToEventLoop();
  }
}

/**
 * The filtered waitlist in the list's order, `batch` rows at a time, by the plan the list itself uses;
 * `chosen` only for tests of either plan.
 */
export async function* waitlistRows(
  db: Db,
  dialect: Dialect,
  query: ExportQuery,
  now: string,
  batch: number,
  chosen?: SearchPlan,
): AsyncGenerator<SurveyResponsesTable[]> {
  const plan = chosen ?? (await planSearch(db, dialect, "survey_responses", query.q));
  if (!plan.drives) return yield* byMatchedIds(db, dialect, query, now, batch);
  const base = filteredWaitlist(db, dialect, query, now);
  yield* walk((cursor) =>
    seekPage<SurveyResponsesTable>({
      ...query,
      limit: batch,
      cursor,
      table: "surveyResponses",
      keys: SORT_KEYS[query.sort],
      fetch: (window) => inWindow(base.selectAll("surveyResponses"), window).execute(),
    }),
  );
}
