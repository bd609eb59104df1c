import { sql } from "kysely";
import type { Db } from "../../db/database.js";

/**
 * How many entries sit on each day of the line (by `queue_ms`), so that a person's place needs a live
 * count of their own day only (docs/decisions/061). Built by scanning the line one 30-day window at a
 * time with a pause between windows (the event loop stays free on SQLite), rebuilt every few minutes to
 * pick up other instances' changes, and kept exact in between for this instance's own moves.
 * New sign-ups need no update: their key is "now", so they sit on the last day, which is counted live
 * for anyone on it and never lies before anyone's own day.
 * The counts belong to the database (`db`, whose writes noteLineMove reports); they are read on `reader`
 * (worker threads on SQLite: a window's count at a million entries must not hold the event loop).
 */
export const LINE_DAY_MS = 86_400_000;
const WINDOW_DAYS = 30;
const REBUILD_MS = 5 * 60_000;

interface Counts {
  builtAt: number;
  perDay: Map<number, number>;
}

/** The database's writer, which names its counts, and where they are read (app.reader; the writer again on PostgreSQL). */
export interface LineDbs {
  db: Db;
  reader: Db;
}

const cache = new WeakMap<Db, { counts?: Counts; building?: Promise<Counts> }>();
const pause = () => new Promise((resolve) => setImmediate(resolve));
export const lineDay = (queueMs: number) => Math.floor(queueMs / LINE_DAY_MS);

async function build(db: Db): Promise<Counts> {
  const builtAt = Date.now();
  const bounds = await db
    .selectFrom("surveyResponses")
    .select((eb) => [eb.fn.min("queueMs").as("first"), eb.fn.max("queueMs").as("last")])
    .executeTakeFirst();
  const perDay = new Map<number, number>();
  if (bounds?.first != null && bounds.last != null) {
    for (let day = lineDay(Number(bounds.first)); day <= lineDay(Number(bounds.last)); day += WINDOW_DAYS) {
      // A literal divisor: integer division on both databases, and one GROUP BY expression on PostgreSQL.
      const dayOf = sql`queue_ms / ${sql.lit(LINE_DAY_MS)}`;
      const rows = await sql<{ day: number | string; n: number | string }>`
        select ${dayOf} as day, count(*) as n from survey_responses
        where queue_ms >= ${day * LINE_DAY_MS} and queue_ms < ${(day + WINDOW_DAYS) * LINE_DAY_MS}
        group by ${dayOf}`.execute(db);
      for (const row of rows.rows) perDay.set(Number(row.day), Number(row.n));
      await pause();
    }
  }
  return { builtAt, perDay };
}

function slot(db: Db) {
  const entry = cache.get(db) ?? {};
  cache.set(db, entry);
  return entry;
}

/** Entries whose key lies on a day before `day` (as of the last build plus this instance's own moves). */
export async function entriesBeforeDay(line: LineDbs, day: number): Promise<number> {
  const entry = slot(line.db);
  const fresh = entry.counts && Date.now() - entry.counts.builtAt < REBUILD_MS;
  if (!fresh && !entry.building) {
    entry.building = build(line.reader).then(
      (counts) => {
        entry.counts = counts;
        entry.building = undefined;
        return counts;
      },
      (error) => {
        entry.building = undefined;
        throw error;
      },
    );
  }
  const counts = entry.counts ?? (await (entry.building as Promise<Counts>));
  let before = 0;
  for (const [d, n] of counts.perDay) if (d < day) before += n;
  return before;
}

/** Records a key change made by this instance (a referral credit or its withdrawal, an erasure: `to` null). */
export function noteLineMove(db: Db, from: number, to: number | null) {
  const perDay = cache.get(db)?.counts?.perDay;
  if (!perDay) return;
  const old = lineDay(from);
  perDay.set(old, (perDay.get(old) ?? 1) - 1);
  if (to !== null) perDay.set(lineDay(to), (perDay.get(lineDay(to)) ?? 0) + 1);
}
