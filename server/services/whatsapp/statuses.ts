import { sql } from "kysely";
import type { Db } from "../../db/database.js";
import type { WhatsappStatus } from "../../db/schema.js";
import { giveUp } from "./queue.js";

/**
 * A status never moves back: statuses arrive late, twice and out of order, and a `read` must not become
 * `delivered` again. `failed` ranks above `sent` (a late `sent` does not hide the failure) but below
 * `delivered` (a message that arrived has not failed).
 */
const RANK: Record<WhatsappStatus, number> = { pending: 0, sent: 1, failed: 2, delivered: 3, read: 4 };
const isStatus = (value: string): value is WhatsappStatus => Object.hasOwn(RANK, value);

const rankOf = sql`case status when 'pending' then 0 when 'sent' then 1 when 'failed' then 2
  when 'delivered' then 3 when 'read' then 4 else 0 end`;

/**
 * Applies one status of a message by its wa_message_id; unknown ids and statuses change nothing. A `failed`
 * confirmation falls back to the e-mail (queue.ts, giveUp). Answers whether e-mail was queued.
 */
export async function applyStatus(db: Db, waMessageId: string, status: string, error: string, at: string) {
  if (!isStatus(status) || status === "pending") return false;
  const moved = await db
    .updateTable("whatsappMessages")
    .set({ status, updatedAt: at, ...(status === "failed" ? { error } : {}) })
    .where("waMessageId", "=", waMessageId)
    .where(sql<boolean>`${rankOf} < ${RANK[status]}`)
    .returning("id")
    .execute();
  if (status !== "failed" || moved.length === 0) return false;
  return (
    (await giveUp(
      db,
      moved.map((row) => row.id),
      error,
      at,
    )) > 0
  );
}
