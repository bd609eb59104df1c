import { type Insertable, sql } from "kysely";
import type { Db } from "../../db/database.js";
import { cellValues, rowsOfValues } from "../../db/insert-rows.js";
import type { ThrottleCountersTable } from "../../db/schema.js";
import { createGroupCommit } from "../waitlist/group-commit.js";
import type { Hit, HitWindows } from "./hit-windows.js";

interface HitRequest {
  key: string;
  windowMs: number;
  at: number;
}

/**
 * Writes a batch of hits with one upsert: hits on the same key are folded into one row (+n), and each
 * caller gets the count as if the hits had arrived one by one, in order.
 */
async function writeHits(db: Db, hits: HitRequest[]): Promise<Hit[]> {
  const folded = new Map<string, { n: number; resetAt: number }>();
  for (const h of hits) {
    const entry = folded.get(h.key);
    if (entry) entry.n++;
    else folded.set(h.key, { n: 1, resetAt: h.at + h.windowMs });
  }
  const now = hits[0]?.at ?? Date.now();
  const counters = [...folded].map(([key, { n, resetAt }]) => ({ key, count: n, resetAt }));
  const values = cellValues(counters, COLUMNS);
  values.push(now, now);
  const rows = await upsert(db, folded.size, (i) => values[i]).execute();
  const after = new Map(rows.map((row) => [row.key, { count: row.count, resetAt: Number(row.resetAt) }]));
  const seen = new Map<string, number>();
  return hits.map((h) => {
    const total = after.get(h.key) as Hit;
    const index = seen.get(h.key) ?? 0;
    seen.set(h.key, index + 1);
    const n = folded.get(h.key)?.n ?? 1;
    return { count: total.count - (n - 1 - index), resetAt: total.resetAt };
  });
}

const COLUMNS = ["key", "count", "resetAt"];

/** The upsert of `keys` counters; `value(i)` is its i-th value: each key's row, then the time twice. */
function upsert(db: Db, keys: number, value: (index: number) => unknown) {
  const rows = rowsOfValues(COLUMNS, keys, value) as unknown as Insertable<ThrottleCountersTable>[];
  const expired = (index: number) => sql<boolean>`throttle_counters.reset_at <= ${value(index)}`;
  return db
    .insertInto("throttleCounters")
    .values(rows)
    .onConflict((oc) =>
      oc.column("key").doUpdateSet({
        count: sql`case when ${expired(COLUMNS.length * keys)} then excluded.count
          else throttle_counters.count + excluded.count end`,
        resetAt: sql`case when ${expired(COLUMNS.length * keys + 1)} then excluded.reset_at
          else throttle_counters.reset_at end`,
      }),
    )
    .returning(["key", "count", "resetAt"]);
}

/**
 * Counters every instance shares through the database (PostgreSQL). Concurrent hits are batched through
 * the same group commit as the sign-ups, so a burst costs one statement, not one round trip per request.
 */
export function createDatabaseHitWindows(db: Db, now: () => number = Date.now): HitWindows {
  const writer = createGroupCommit<HitRequest, Hit>((batch) => writeHits(db, batch));
  return {
    hit: (key, windowMs) => writer.submit({ key, windowMs, at: now() }),
    async release(key) {
      await db
        .updateTable("throttleCounters")
        .set((eb) => ({ count: eb("count", "-", 1) }))
        .where("key", "=", key)
        .where("count", ">", 0)
        .execute();
    },
    async reset(key) {
      await db.deleteFrom("throttleCounters").where("key", "=", key).execute();
    },
    async purge() {
      const result = await db.deleteFrom("throttleCounters").where("resetAt", "<=", now()).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
