import type { z } from "zod";
import type { inviteExportQuerySchema, waitlistExportQuerySchema } from "../../../contract/exports.js";
import type { Db } from "../../db/database.js";
import type { Dialect, InvitesTable, SurveyResponsesTable } from "../../db/schema.js";
import { type CsvValue, generated } from "../../lib/csv.js";
import { yieldToEventLoop } from "../../lib/yield.js";
import { inviteStatesByEmail } from "../invites/invite-state.js";
import { effectiveStatus } from "../invites/invite-view.js";
import { filteredInvites, SORT_KEYS as INVITE_SORT_KEYS } from "../lists/invites-page.js";
import { planSearch } from "../lists/search.js";
import { inWindow, type SeekPage, seekPage } from "../lists/seek.js";
import { filteredWaitlist } from "../lists/waitlist-filter.js";
import { SORT_KEYS as WAITLIST_SORT_KEYS } from "../lists/waitlist-page.js";

/**
 * Rows for the CSV exports, walked with the lists' own filters and keyset pages of 500: each query is
 * short (the event loop stays free on SQLite) and only one page is held at a time, whatever the table's size.
 */
export const EXPORT_BATCH = 500;

/**
 * A common search (too many matches to drive the query, search.ts) is probed while walking the sort index,
 * and each query first collects the search's matches: pages this much larger make that a few dozen times
 * for 160,000 matches instead of hundreds.
 */
const PROBED_SEARCH_BATCH = 10 * EXPORT_BATCH;

type Cell = CsvValue;

/** Every page of a keyset walk, yielding to other requests between pages. */
async function* walk<Row>(page: (cursor: string | undefined) => Promise<SeekPage<Row>>): AsyncGenerator<Row[]> {
  let cursor: string | undefined;
  do {
    const next = await page(cursor);
    yield next.rows;
    cursor = next.nextCursor ?? undefined;
    await yieldToEventLoop();
  } while (cursor);
}

export const WAITLIST_HEADER = [
  "Entry id",
  "Name",
  "Email",
  "Phone",
  "Company",
  "Trips per month",
  "Home city",
  "Preferred cities",
  "Invite status",
  "Joined (UTC)",
  "UTM source",
  "UTM medium",
  "UTM campaign",
];

function cityList(json: string) {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((item) => typeof item === "string").join("; ") : "";
  } catch {
    return "";
  }
}

export async function* waitlistCsvRows(
  db: Db,
  dialect: Dialect,
  query: z.output<typeof waitlistExportQuerySchema>,
  batch = EXPORT_BATCH,
): AsyncGenerator<Cell[][]> {
  const now = new Date();
  // The list's own plan for this search (decision 104): a common search never reads and sorts every match
  // for each page.
  const plan = await planSearch(db, dialect, "survey_responses", query.q);
  const base = filteredWaitlist(db, dialect, query, now.toISOString(), { searchDrives: plan.drives });
  const pages = walk((cursor) =>
    seekPage<SurveyResponsesTable>({
      ...query,
      limit: plan.drives ? batch : Math.max(batch, PROBED_SEARCH_BATCH),
      cursor,
      table: "surveyResponses",
      keys: WAITLIST_SORT_KEYS[query.sort],
      fetch: (window) => inWindow(base.selectAll("surveyResponses"), window).execute(),
    }),
  );
  for await (const rows of pages) {
    const states = await inviteStatesByEmail(
      db,
      rows.map((row) => row.email),
      now,
    );
    yield rows.map((row) => [
      generated(row.id),
      row.name,
      row.email,
      row.phone,
      row.company,
      row.tripsPerMonth,
      row.homeCity,
      cityList(row.preferredCities),
      states.get(row.email) ?? "",
      generated(row.createdAt),
      row.utmSource,
      row.utmMedium,
      row.utmCampaign,
    ]);
  }
}

/** Invite ids are credentials (the onboarding link): the export never carries them (decision 057). */
export const INVITES_HEADER = [
  "Email",
  "Name",
  "Phone",
  "Source",
  "Status",
  "Waitlist entry id",
  "Created (UTC)",
  "Sent (UTC)",
  "Expires (UTC)",
  "Last error",
];

export async function* invitesCsvRows(
  db: Db,
  dialect: Dialect,
  query: z.output<typeof inviteExportQuerySchema>,
  batch = EXPORT_BATCH,
): AsyncGenerator<Cell[][]> {
  const now = new Date();
  const base = filteredInvites(db, dialect, query, now.toISOString());
  const pages = walk((cursor) =>
    seekPage<InvitesTable>({
      ...query,
      limit: batch,
      cursor,
      table: "invites",
      keys: INVITE_SORT_KEYS[query.sort],
      fetch: (window) => inWindow(base.selectAll("invites"), window).execute(),
    }),
  );
  for await (const rows of pages) {
    yield rows.map((row) => [
      row.email,
      row.name,
      row.phone,
      row.source,
      effectiveStatus(row, now),
      generated(row.surveyResponseId),
      generated(row.createdAt),
      generated(row.sentAt),
      generated(row.expiresAt),
      row.lastError,
    ]);
  }
}
