import { type Kysely, sql } from "kysely";
import type { Db } from "../../db/database.js";
import type { Database } from "../../db/schema.js";
import { entriesBeforeDay, LINE_DAY_MS, type LineDbs, lineDay } from "./line-counts.js";

/**
 * Place in line (docs/decisions/061): people not yet invited, ordered by `queue_ms`, which starts as the
 * sign-up time and moves a week earlier for each confirmed referral; ties go by id. The people ahead are
 * those on earlier days (kept counted per day, line-counts.ts) plus a live count of the person's own day
 * on the (queue_ms, id) index, minus the invited ones ahead (a partial index of invited entries).
 * No request reads or counts the whole table, and every count runs on the reader (`line.reader`: worker
 * threads on SQLite), as a person far back in a million-entry line counts a long range of their day.
 */
export const REFERRAL_HEAD_START_MS = 7 * LINE_DAY_MS;

export async function placeInLine(
  line: LineDbs,
  entry: { id: string },
  now = new Date().toISOString(),
): Promise<number | null> {
  const db = line.reader;
  const me = await db
    .selectFrom("surveyResponses")
    .select(["queueMs", "invitedUntil"])
    .where("id", "=", entry.id)
    .executeTakeFirst();
  // An open invite of the person's address, or an accepted one, takes them out of the line (invited_until:
  // migrations/001-initial-schema/invited-entries.ts, the rule the hubs' city lines use too).
  if (!me || (me.invitedUntil !== null && me.invitedUntil > now)) return null;
  const q = Number(me.queueMs);
  const dayStart = lineDay(q) * LINE_DAY_MS;
  // The invited ahead are a range of the partial index survey_responses_invited_line, which holds only
  // invited entries.
  const result = await sql<{ sameDay: number | string; invitedAhead: number | string }>`
    select
      (select count(*) from survey_responses s where s.queue_ms >= ${dayStart} and s.queue_ms < ${q})
        + (select count(*) from survey_responses s where s.queue_ms = ${q} and s.id < ${entry.id}) as "sameDay",
      (select count(*) from survey_responses s where s.invited_until is not null and s.invited_until > ${now}
        and s.queue_ms <= ${q} and (s.queue_ms < ${q} or s.id < ${entry.id})) as "invitedAhead"
  `.execute(db);
  const row = result.rows[0];
  if (!row) return null;
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
