import { type ExpressionBuilder, sql } from "kysely";
import {
  type InviteFilter,
  type InvitePage,
  type InviteQuery,
  type InviteSort,
  inviteFilterSchema,
} from "../../../contract/lists.js";
import type { Db } from "../../db/database.js";
import type { Database, Dialect, InviteStatus, InvitesTable } from "../../db/schema.js";
import { inWindow, seekPage } from "../../db/seek.js";
import type { OnboardingLinks } from "../../lib/onboarding-code.js";
import { countPeople } from "../funnel/funnel-steps.js";
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

/**
 * The invite is its person's first that was not revoked (by creation, then id): one row per person the
 * funnel counts as invited, an index probe each on (email, status, created_at).
 */
function firstOfPerson(eb: ExpressionBuilder<Database, "invites">) {
  const earlier = eb
    .selectFrom("invites as earlier")
    .select("earlier.id")
    .whereRef("earlier.email", "=", "invites.email")
    // A literal, not a parameter: SQLite uses a partial index only for a term it can match to the index's.
    .where("earlier.status", "!=", sql.lit("revoked"))
    .where((inner) =>
      inner.or([
        inner("earlier.createdAt", "<", inner.ref("invites.createdAt")),
        inner.and([
          inner("earlier.createdAt", "=", inner.ref("invites.createdAt")),
          inner("earlier.id", "<", inner.ref("invites.id")),
        ]),
      ]),
    );
  return eb.and([eb("invites.status", "!=", sql.lit("revoked")), eb.not(eb.exists(earlier))]);
}

/**
 * The filter's keys that narrow the set. Only the filter's own keys: the page's query also carries its sort,
 * order and limit, which always have values, and once made a search alone look combined with more.
 */
function narrowingKeys(filter: InviteFilter) {
  return Object.keys(inviteFilterSchema.shape).filter((key) => filter[key as keyof InviteFilter] !== undefined);
}

/** True when only `person=first` narrows the set: its count is the invited people's counter. */
function peopleOnly(filter: InviteFilter) {
  return filter.person === "first" && narrowingKeys(filter).length === 1;
}

/** True when only a search narrows the set (its count comes from the search index). */
function searchOnly(filter: InviteFilter) {
  return filter.q !== undefined && narrowingKeys(filter).length === 1;
}

/** The filtered set, shared by the page, its total and any other view of the same filter (export). */
export function filteredInvites(db: Db, dialect: Dialect, filter: InviteFilter, now: string) {
  const { q, status, source, city, wave, channel, person } = filter;
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
      .$if(person === "first", (qb) => qb.where((eb) => firstOfPerson(eb)))
  );
}

export async function invitesPage(
  db: Db,
  dialect: Dialect,
  links: OnboardingLinks,
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
    // A search alone is counted in the search index, without reading invites (decision 105); every invited
    // person once is the counter the invites' triggers keep (the funnel's own figure), not a read of them all.
    searchOnly(query)
      ? countMatches(db, dialect, "invites", query.q ?? "")
      : peopleOnly(query)
        ? countPeople(db, "invites")
        : countRows(base),
  ]);
  return {
    invites: page.rows.map((row) => toInvite(row, links, now)),
    total,
    nextCursor: page.nextCursor,
    prevCursor: page.prevCursor,
  };
}
