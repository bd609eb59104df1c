import type { z } from "zod";
import type { inviteExportQuerySchema, waitlistExportQuerySchema } from "../../../contract/exports.js";
import type { Db } from "../../db/database.js";
import type { Dialect, InvitesTable } from "../../db/schema.js";
import { inWindow, seekPage } from "../../db/seek.js";
import { type CsvValue, generated, istTimestamp } from "../../lib/csv.js";
import { inviteStatesByEmail } from "../invites/invite-state.js";
import { effectiveStatus } from "../invites/invite-view.js";
import { filteredInvites, SORT_KEYS as INVITE_SORT_KEYS } from "../lists/invites-page.js";
import { waitlistRows, walk } from "./waitlist-rows.js";

/**
 * Rows for the CSV exports, walked with the lists' own filters and keyset pages of 500: each query is
 * short (the event loop stays free on SQLite) and only one page is held at a time, whatever the table's size.
 */
export const EXPORT_BATCH = 500;

type Cell = CsvValue;

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
  "Joined (India time)",
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
  const pages = waitlistRows(db, dialect, query, now.toISOString(), batch);
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
      generated(istTimestamp(row.createdAt)),
      row.utmSource,
      row.utmMedium,
      row.utmCampaign,
    ]);
  }
}

/** Invite ids are credentials (the onboarding link): the export never carries them (docs/history.md, 057). */
export const INVITES_HEADER = [
  "Email",
  "Name",
  "Phone",
  "Source",
  "Status",
  "Waitlist entry id",
  "Created (India time)",
  "Sent (India time)",
  "Expires (India time)",
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
      generated(istTimestamp(row.createdAt)),
      generated(istTimestamp(row.sentAt)),
      generated(istTimestamp(row.expiresAt)),
      row.lastError,
    ]);
  }
}
