import { type ExpressionBuilder, type Kysely, sql } from "kysely";
import type { RetentionReason } from "../../../contract/retention.js";
import { LOG_RETENTION_DAYS, RETENTION_WARNING_HOURS } from "../../../contract/rights.js";
import type { Db } from "../../db/database.js";
import type { Database } from "../../db/schema.js";

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
/** The sentinel invited_until of an accepted invite (migrations/001-initial-schema/invited-entries.ts). */
const INVITED_FOREVER = "9999-12-31T23:59:59.999Z";

/** The audit log's actions that concern a member of the public: kept a year, then purged. */
export const PERSONAL_DATA_ACTIONS = [
  "invite.created",
  "invite.resent",
  "invite.revoked",
  "waitlist.erased",
  "waitlist.left",
  "person.exported",
  "grievance.raised",
  "grievance.answered",
  "grievance.closed",
] as const;

export type EndedReason = Extract<RetentionReason, "invite-accepted" | "invite-expired" | "city-closed">;

/**
 * Entries whose purpose ended, with when and why (docs/product.md, Rights desk): the invite was accepted and
 * the account made; the invite ran out and none followed (invited_until in the past); or the home city
 * closed. `endedBefore` bounds the end time, so each caller reads only what is due.
 */
export function endedEntries(db: Kysely<Database>, endedBefore: string, now: string) {
  const accepted = db
    .selectFrom("surveyResponses")
    .innerJoin("users", "users.email", "surveyResponses.email")
    .select([
      "surveyResponses.id",
      "surveyResponses.email",
      "users.createdAt as endedAt",
      sql<EndedReason>`'invite-accepted'`.as("reason"),
    ])
    .where("users.createdAt", "<", endedBefore);
  const expired = db
    .selectFrom("surveyResponses")
    .select(["id", "email", sql<string>`invited_until`.as("endedAt"), sql<EndedReason>`'invite-expired'`.as("reason")])
    .where("invitedUntil", "<", endedBefore)
    .where("invitedUntil", "<", now)
    .where("invitedUntil", "<>", INVITED_FOREVER);
  const closed = db
    .selectFrom("surveyResponses")
    .innerJoin("cities", "cities.name", "surveyResponses.homeCity")
    .select([
      "surveyResponses.id",
      "surveyResponses.email",
      sql<string>`cities.closed_at`.as("endedAt"),
      sql<EndedReason>`'city-closed'`.as("reason"),
    ])
    .where("cities.closedAt", "<", endedBefore);
  return accepted.unionAll(expired).unionAll(closed);
}

export interface RetentionClock {
  now: Date;
  retentionDays: number;
}

/** The day an entry that ended at `endedAt` is erased, and the time its warning falls due. */
export function erasureTimes(endedAt: string, { retentionDays }: RetentionClock) {
  const eraseAt = Date.parse(endedAt) + retentionDays * DAY_MS;
  return { eraseAt, warnAt: eraseAt - RETENTION_WARNING_HOURS * HOUR_MS };
}

/** A warning to the entry sent after its purpose ended (and, given, before `before`). */
const warnedSince =
  (before?: string) =>
  ({ exists, selectFrom }: ExpressionBuilder<{ e: { id: string; endedAt: string } } & Database, "e">) =>
    exists(
      selectFrom("personNotices")
        .select("personNotices.id")
        .where("personNotices.kind", "=", "retention_warning")
        .whereRef("personNotices.person", "=", "e.id")
        .whereRef("personNotices.createdAt", ">=", "e.endedAt")
        .$if(before !== undefined, (qb) => qb.where("personNotices.createdAt", "<=", before ?? "")),
    );

/** Entries due a warning now: their erasure is 48 hours away (or less) and no warning followed their end. */
export function dueForWarning(db: Db, clock: RetentionClock, limit: number) {
  const { now, retentionDays } = clock;
  const endedBefore = new Date(
    now.getTime() - retentionDays * DAY_MS + RETENTION_WARNING_HOURS * HOUR_MS,
  ).toISOString();
  return db
    .selectFrom(endedEntries(db, endedBefore, now.toISOString()).as("e"))
    .selectAll("e")
    .where((eb) => eb.not(warnedSince()(eb)))
    .limit(limit)
    .execute();
}

/** Entries due erasure now: past their retention and warned at least 48 hours ago, after their end. */
export function dueForErasure(db: Db, clock: RetentionClock, limit: number) {
  const { now, retentionDays } = clock;
  const endedBefore = new Date(now.getTime() - retentionDays * DAY_MS).toISOString();
  const warnedBefore = new Date(now.getTime() - RETENTION_WARNING_HOURS * HOUR_MS).toISOString();
  return db
    .selectFrom(endedEntries(db, endedBefore, now.toISOString()).as("e"))
    .selectAll("e")
    .where(warnedSince(warnedBefore))
    .limit(limit)
    .execute();
}

/** The cut-off of processing logs: a year from the event. */
export const logCutoff = (now: Date, aheadDays = 0) =>
  new Date(now.getTime() + aheadDays * DAY_MS - LOG_RETENTION_DAYS * DAY_MS).toISOString();
