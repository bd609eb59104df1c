import { type Kysely, type SqlBool, sql } from "kysely";
import type { Db } from "../../db/database.js";
import type { Database } from "../../db/schema.js";
import { entriesBeforeDay, LINE_DAY_MS, type LineDbs, lineDay } from "./line-counts.js";

/**
 * Place in line (docs/decisions/061): people not yet invited, ordered by `queue_ms`, which starts as the
 * sign-up time and moves a week earlier for each confirmed referral; ties go by id. The people ahead are
 * those on earlier days (kept counted per day, line-counts.ts) plus a live count of the person's own day
 * on the (queue_ms, id) index, minus the invited ones ahead (read through the invites, which are few).
 * No request reads or counts the whole table, and every count runs on the reader (`line.reader`: worker
 * threads on SQLite), as a person far back in a million-entry line counts a long range of their day.
 */
export const REFERRAL_HEAD_START_MS = 7 * LINE_DAY_MS;

/** Invites that take a person out of the line: open and unexpired, or accepted. */
function isInviteInPlay(now: string) {
  return sql<SqlBool>`(i.status = 'accepted' or (i.status in ('pending', 'sent') and i.expires_at > ${now}))`;
}

export async function placeInLine(
  line: LineDbs,
  entry: { id: string },
  now = new Date().toISOString(),
): Promise<number | null> {
  const db = line.reader;
  const me = await db.selectFrom("surveyResponses").select("queueMs").where("id", "=", entry.id).executeTakeFirst();
  if (!me) return null;
  const q = Number(me.queueMs);
  const dayStart = lineDay(q) * LINE_DAY_MS;
  const result = await sql<{ invited: number | string; sameDay: number | string; invitedAhead: number | string }>`
    select
      (select count(*) from invites i where i.survey_response_id = ${entry.id} and ${isInviteInPlay(now)}) as invited,
      (select count(*) from survey_responses s where s.queue_ms >= ${dayStart} and s.queue_ms < ${q})
        + (select count(*) from survey_responses s where s.queue_ms = ${q} and s.id < ${entry.id}) as "sameDay",
      (select count(*) from invites i join survey_responses s on s.id = i.survey_response_id
        where ${isInviteInPlay(now)} and (s.queue_ms < ${q} or (s.queue_ms = ${q} and s.id < ${entry.id}))) as "invitedAhead"
  `.execute(db);
  const row = result.rows[0];
  if (!row || Number(row.invited) > 0) return null;
  const earlierDays = await entriesBeforeDay(line, lineDay(q));
  return earlierDays + Number(row.sameDay) - Number(row.invitedAhead) + 1;
}

export interface LineMove {
  from: number;
  to: number;
}

/**
 * Moves a referrer ahead (+1) or back (-1, when the referred person's entry is erased) by one referral.
 * One atomic UPDATE, so concurrent credits to the same referrer all count. After the transaction commits,
 * hand the move to `noteLineMove` so this instance's per-day counts stay exact.
 */
export async function moveForReferral(
  trx: Kysely<Database>,
  referrerId: string,
  direction: 1 | -1,
): Promise<LineMove | undefined> {
  const row = await trx
    .updateTable("surveyResponses")
    .set({
      referrals: sql`referrals + ${direction}`,
      queueMs: sql`queue_ms - ${direction * REFERRAL_HEAD_START_MS}`,
    })
    .where("id", "=", referrerId)
    .returning("queueMs")
    .executeTakeFirst();
  if (!row) return undefined;
  const to = Number(row.queueMs);
  return { from: to + direction * REFERRAL_HEAD_START_MS, to };
}

/** The referrers shown as social proof, most referrals first (the referrals index, a handful of rows). */
export async function topReferrers(db: Db, limit = 5) {
  const rows = await db
    .selectFrom("surveyResponses")
    .select(["name", "referrals"])
    .where("referrals", ">", 0)
    .where("showInTopReferrers", "=", 1)
    .orderBy("referrals", "desc")
    .limit(limit)
    .execute();
  return rows.map((row) => ({ name: firstNameAndInitial(row.name), referrals: row.referrals }));
}

/**
 * "Asha Rao" -> "Asha R.": enough to be real, too little to find anyone by. Letters only (any script, with
 * their combining marks), so a chosen name cannot carry a message or a link to every personal page.
 */
export function firstNameAndInitial(name: string) {
  const words = name
    .split(/\s+/)
    .map((word) => word.replace(/[^\p{L}\p{M}]/gu, ""))
    .filter(Boolean);
  const [first = "", ...rest] = words;
  const last = rest.at(-1);
  return last ? `${first} ${(last.match(/^\p{L}\p{M}*/u)?.[0] ?? "").toUpperCase()}.` : first;
}
