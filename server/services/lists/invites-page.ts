import { type ExpressionBuilder, sql } from "kysely";
import type { InviteFilter, InvitePage, InviteQuery, InviteSort } from "../../../contract/lists.js";
import type { Db } from "../../db/database.js";
import type { Database, Dialect, InviteStatus, InvitesTable } from "../../db/schema.js";
import { inWindow, seekPage } from "../../db/seek.js";
import { OPEN_STATUSES, toInvite } from "../invites/invite-view.js";
import { dayBounds } from "./day-bounds.js";
import { countRows } from "./filtered-total.js";
import { countMatches, searchCondition } from "./search.js";

export const SORT_KEYS: Record<InviteSort, (keyof InvitesTable)[]> = {
  createdAt: ["createdAt", "id"],
  email: ["email", "id"],
};

/** The status staff see: an open invite past its end reads as expired, stored so or not (invite-view.ts). */
function statusCondition(eb: ExpressionBuilder<Database, "invites">, status: InviteStatus, now: string) {
  if (status === "expired") {
    return eb.or([
      eb("invites.status", "=", "expired"),
      eb.and([eb("invites.status", "in", OPEN_STATUSES), eb("invites.expiresAt", "<=", now)]),
    ]);
  }
  if (status === "pending" || status === "sent") {
    return eb.and([eb("invites.status", "=", status), eb("invites.expiresAt", ">", now)]);
  }
  return eb("invites.status", "=", status);
}

function dayCondition(
  eb: ExpressionBuilder<Database, "invites">,
  column: "invites.createdAt" | "invites.acceptedAt",
  from?: string,
  to?: string,
) {
  const { start, end } = dayBounds(from, to);
  return eb.and([
    ...(start === undefined ? [] : [eb(column, ">=", start)]),
    ...(end === undefined ? [] : [eb(column, "<", end)]),
  ]);
}

/**
 * A wave's invites: those of its members in the wave's city made since the wave (the one it sent, or a later
 * one after a revoke), the rule the wave's own figures count by (jobs/waves.ts, recentWaves).
 */
export function waveCondition(eb: ExpressionBuilder<Database, "invites">, wave: string) {
  return eb.exists(
    eb
      .selectFrom("hubWaveMembers as m")
      .innerJoin("hubWaves as w", "w.id", "m.waveId")
      .select("m.waveId")
      .where("m.waveId", "=", wave)
      .whereRef("m.surveyResponseId", "=", "invites.surveyResponseId")
      .whereRef("w.city", "=", "invites.city")
      .whereRef("w.createdAt", "<=", "invites.createdAt"),
  );
}

/** The invited person's channel: their entry's (lists/waitlist-filter.ts); no entry reads as e-mail. */
function channelCondition(eb: ExpressionBuilder<Database, "invites">, channel: "whatsapp" | "email") {
  const onWhatsapp = eb.exists(
    eb
      .selectFrom("surveyResponses as s")
      .select("s.id")
      .whereRef("s.id", "=", "invites.surveyResponseId")
      .where("s.whatsappOptInAt", "is not", null),
  );
  return channel === "whatsapp" ? onWhatsapp : eb.not(onWhatsapp);
}

/** True when only a search narrows the set (its count comes from the search index). */
function searchOnly(filter: InviteFilter) {
  return Object.entries(filter).every(([key, value]) => key === "q" || value === undefined);
}

/** The filtered set, shared by the page, its total and any other view of the same filter (export). */
export function filteredInvites(db: Db, dialect: Dialect, filter: InviteFilter, now: string) {
  const { q, status, source, city, wave, channel } = filter;
  const { sentFrom, sentTo, acceptedFrom, acceptedTo } = filter;
  return (
    db
      .selectFrom("invites")
      .$if(q !== undefined, (qb) => qb.where(searchCondition(dialect, "invites", q ?? "")))
      .$if(status !== undefined, (qb) =>
        qb.where((eb) => eb.or((status ?? []).map((one) => statusCondition(eb, one, now)))),
      )
      .$if(source !== undefined, (qb) => qb.where("invites.source", "=", source ?? ""))
      .$if(sentFrom !== undefined || sentTo !== undefined, (qb) =>
        qb.where((eb) => dayCondition(eb, "invites.createdAt", sentFrom, sentTo)),
      )
      .$if(acceptedFrom !== undefined || acceptedTo !== undefined, (qb) =>
        qb.where((eb) => dayCondition(eb, "invites.acceptedAt", acceptedFrom, acceptedTo)),
      )
      // The no-op coalesce keeps SQLite on the range or status it was given, not the city's every invite.
      .$if(city !== undefined, (qb) => qb.where(sql`coalesce(invites.city, '')`, "=", city ?? ""))
      .$if(wave !== undefined, (qb) => qb.where((eb) => waveCondition(eb, wave ?? "")))
      .$if(channel !== undefined, (qb) => qb.where((eb) => channelCondition(eb, channel ?? "email")))
  );
}

export async function invitesPage(
  db: Db,
  dialect: Dialect,
  publicUrl: string,
  query: InviteQuery,
): Promise<InvitePage> {
  const now = new Date();
  const base = filteredInvites(db, dialect, query, now.toISOString());
  const [page, total] = await Promise.all([
    seekPage<InvitesTable>({
      ...query,
      table: "invites",
      keys: SORT_KEYS[query.sort],
      fetch: (window) => inWindow(base.selectAll("invites"), window).execute(),
    }),
    // A search alone is counted in the search index, without reading invites (decision 105).
    query.q !== undefined && searchOnly(query) ? countMatches(db, dialect, "invites", query.q) : countRows(base),
  ]);
  return {
    invites: page.rows.map((row) => toInvite(row, publicUrl, now)),
    total,
    nextCursor: page.nextCursor,
    prevCursor: page.prevCursor,
  };
}
