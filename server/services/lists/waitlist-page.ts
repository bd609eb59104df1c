import type { StaffSurveyResponse } from "../../../contract/admin.js";
import type { ConsentRecord } from "../../../contract/consent.js";
import type { WaitlistPage, WaitlistQuery, WaitlistSort } from "../../../contract/lists.js";
import type { Db } from "../../db/database.js";
import type { Dialect, InviteStatus, SurveyResponsesTable } from "../../db/schema.js";
import { inWindow, seekPage } from "../../db/seek.js";
import { HttpError } from "../../lib/http-error.js";
import { consentsOf } from "../consent/ledger.js";
import { blocksNewInvite, inviteStatesByEmail } from "../invites/invite-state.js";
import { planSearch, type SearchPlan } from "./search.js";
import { filteredWaitlist } from "./waitlist-filter.js";
import { countWaitlist } from "./waitlist-total.js";
import { channelOf, lastWhatsappByEntry } from "./whatsapp-states.js";

/** The rows as staff see them, each with where its person stands with invites (one query for the page). */
async function withInviteStates(db: Db, rows: SurveyResponsesTable[]) {
  const codes = [...new Set(rows.flatMap((row) => row.referredBy ?? []))];
  const [states, referrers, whatsapp] = await Promise.all([
    inviteStatesByEmail(
      db,
      rows.map((row) => row.email),
    ),
    // Who referred whom: the page's referral codes resolved in one read (the referral_code index).
    codes.length
      ? db
          .selectFrom("surveyResponses")
          .select(["id", "name", "email", "referralCode"])
          .where("referralCode", "in", codes)
          .execute()
      : [],
    lastWhatsappByEntry(
      db,
      rows.map((row) => row.id),
    ),
  ]);
  const byCode = new Map(referrers.map(({ referralCode, ...referrer }) => [referralCode, referrer]));
  return rows.map((row) =>
    toStaff(row, states.get(row.email) ?? null, (row.referredBy && byCode.get(row.referredBy)) || null, {
      channel: channelOf(row),
      whatsapp: whatsapp.get(row.id) ?? null,
    }),
  );
}

/** Sort keys, each ending in the id; migrations/001-initial-schema/waitlist.ts indexes each in this order. */
export const SORT_KEYS: Record<WaitlistSort, (keyof SurveyResponsesTable)[]> = {
  createdAt: ["createdAt", "id"],
  name: ["name", "id"],
  homeCity: ["homeCity", "createdAt", "id"],
};

/** Parses the stored JSON list defensively: one bad row must not break the whole waitlist screen. */
function cityList(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : [];
  } catch {
    return [];
  }
}

function toStaff(
  row: SurveyResponsesTable,
  inviteStatus: InviteStatus | null,
  referredBy: StaffSurveyResponse["referredBy"],
  reach: Pick<StaffSurveyResponse, "channel" | "whatsapp">,
): StaffSurveyResponse {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    company: row.company,
    tripsPerMonth: row.tripsPerMonth,
    homeCity: row.homeCity,
    preferredCities: cityList(row.preferredCities),
    timestamp: row.createdAt,
    confirmed: row.confirmedAt !== null,
    referrals: row.referrals,
    referredBy,
    mailError: row.mailError,
    hasInvite: blocksNewInvite(inviteStatus ?? undefined),
    inviteStatus,
    ...reach,
  };
}

/** One page of the filtered waitlist and the set's total; `plan` only for tests of either search plan. */
export async function waitlistPage(
  db: Db,
  dialect: Dialect,
  query: WaitlistQuery,
  plan?: SearchPlan,
): Promise<WaitlistPage> {
  const now = new Date().toISOString();
  const search = plan ?? (await planSearch(db, dialect, "survey_responses", query.q));
  const base = filteredWaitlist(db, dialect, query, now, { searchDrives: search.drives });
  const [page, total] = await Promise.all([
    seekPage<SurveyResponsesTable>({
      ...query,
      table: "surveyResponses",
      keys: SORT_KEYS[query.sort],
      fetch: (window) => inWindow(base.selectAll("surveyResponses"), window).execute(),
    }),
    countWaitlist(db, dialect, query, now, search),
  ]);
  const items = await withInviteStates(db, page.rows);
  return { items, total, nextCursor: page.nextCursor, prevCursor: page.prevCursor };
}

export async function findWaitlistEntry(
  db: Db,
  id: string,
): Promise<StaffSurveyResponse & { consents: ConsentRecord[] }> {
  const row = await db.selectFrom("surveyResponses").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) throw new HttpError(404, "No waitlist entry has this id.");
  const [entry] = await withInviteStates(db, [row]);
  const consents = row.consentSubject ? await consentsOf(db, row.consentSubject) : [];
  return { ...(entry as StaffSurveyResponse), consents };
}
