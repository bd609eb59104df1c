import type { InviteFilter, WaitlistFilter } from "../../../contract/list-filters.js";
import type { Db } from "../../db/database.js";
import { keysetPages } from "../../lib/keyset-cursor.js";
import { effectiveStatus } from "../invites/invite-view.js";
import { invitesPage, waitlistPage } from "./seek.js";

/**
 * Rows for the CSV exports, fetched in keyset batches: each query is short (the event loop stays free on
 * SQLite) and only one batch is held at a time, whatever the size of the table.
 */
export const EXPORT_BATCH = 500;

type Cell = string | number | null;

export const WAITLIST_HEADER = [
  "Entry id",
  "Name",
  "Email",
  "Phone",
  "Company",
  "Trips per month",
  "Home city",
  "Preferred cities",
  "Invited",
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

export async function* waitlistCsvRows(db: Db, filter: WaitlistFilter, batch = EXPORT_BATCH): AsyncGenerator<Cell[][]> {
  const now = new Date().toISOString();
  const pages = keysetPages(
    (key) => waitlistPage(db, filter, key, batch, now),
    (row) => ({ value: row[filter.sort], id: row.id }),
    batch,
  );
  for await (const rows of pages) {
    yield rows.map((row) => [
      row.id,
      row.name,
      row.email,
      row.phone,
      row.company,
      row.tripsPerMonth,
      row.homeCity,
      cityList(row.preferredCities),
      row.invited ? "yes" : "no",
      row.createdAt,
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

export async function* invitesCsvRows(db: Db, filter: InviteFilter, batch = EXPORT_BATCH): AsyncGenerator<Cell[][]> {
  const now = new Date();
  const pages = keysetPages(
    (key) => invitesPage(db, filter, key, batch, now.toISOString()),
    (row) => ({ value: row.createdAt, id: row.id }),
    batch,
  );
  for await (const rows of pages) {
    yield rows.map((row) => [
      row.email,
      row.name,
      row.phone,
      row.source,
      effectiveStatus(row, now),
      row.surveyResponseId,
      row.createdAt,
      row.sentAt,
      row.expiresAt,
      row.lastError,
    ]);
  }
}
