import { sql } from "kysely";
import { clipText } from "../../../contract/text.js";
import type { Db } from "../../db/database.js";
import type { Dialect, WhatsappMessagesTable } from "../../db/schema.js";
import { SEND_GROUP } from "../mail/mail-loop.js";
import { pendingMailRow } from "../me/pending-mail.js";
import { SEND_TIMEOUT_MS } from "./cloud-api.js";
import { noticesToEmail } from "./notice-handoff.js";

/**
 * Messages per run, sent SEND_CONCURRENCY at a time. Large runs mean few claim and settlement commits: at
 * 200 a run, a burst of WhatsApp sign-ups held the SQLite writer often enough to pull sign-ups under their
 * floor (`BENCH_WHATSAPP=1 npm run bench:api`: 2,184/s at 200, 3,027/s at 1,000).
 */
export const RUN_SIZE = 1000;
export const SEND_CONCURRENCY = SEND_GROUP;

/**
 * How long a claimed message is held by the instance sending it: a whole run even if every send times out.
 * Past that another instance, or this one after a restart, sends it: only a message in flight at a crash can
 * go twice.
 */
export const CLAIM_MS = (Math.ceil(RUN_SIZE / SEND_CONCURRENCY) + 1) * SEND_TIMEOUT_MS;

export type ClaimedMessage = Pick<
  WhatsappMessagesTable,
  "id" | "surveyResponseId" | "inviteId" | "kind" | "toNumber" | "body" | "confirmPayload" | "attempt"
> & {
  stoppedAt: string | null;
  /** An invite's message: whether its invite is still open (a revoked one is not sent). */
  inviteOpen: boolean;
};

/**
 * Claims up to `limit` due messages by moving their due time CLAIM_MS ahead (the queue is the partial index
 * on due_at). PostgreSQL skips rows another instance is claiming; SQLite has one writer.
 */
export async function claimDue(
  db: Db,
  dialect: Dialect,
  now: Date,
  limit: number,
  owner: string,
): Promise<ClaimedMessage[]> {
  const leaseUntil = new Date(now.getTime() + CLAIM_MS).toISOString();
  const due = sql`select id from whatsapp_messages where due_at is not null and due_at <= ${now.toISOString()}
    order by due_at limit ${limit}`;
  const { rows } = await sql<Omit<ClaimedMessage, "stoppedAt" | "inviteOpen">>`
    update whatsapp_messages set due_at = ${leaseUntil}, claimed_by = ${owner}
    where id in (${dialect === "postgres" ? sql`${due} for update skip locked` : due})
    returning id, survey_response_id as "surveyResponseId", kind, to_number as "toNumber", body,
      confirm_payload as "confirmPayload", attempt, invite_id as "inviteId"`.execute(db);
  if (rows.length === 0) return [];
  const stopped = await db
    .selectFrom("surveyResponses")
    .select(["id", "whatsappStoppedAt"])
    .where("id", "in", [...new Set(rows.map((row) => row.surveyResponseId))])
    .execute();
  const stoppedAt = new Map(stopped.map((entry) => [entry.id, entry.whatsappStoppedAt ?? null]));
  const inviteIds = rows.flatMap((row) => row.inviteId ?? []);
  const open = inviteIds.length
    ? await db
        .selectFrom("invites")
        .select("id")
        .where("id", "in", inviteIds)
        .where("status", "in", ["pending", "sent"])
        .where("expiresAt", ">", now.toISOString())
        .execute()
    : [];
  const openIds = new Set(open.map((invite) => invite.id));
  return rows.map((row) => ({
    ...row,
    stoppedAt: stoppedAt.get(row.surveyResponseId) ?? null,
    inviteOpen: row.inviteId !== null && openIds.has(row.inviteId),
  }));
}

/** The API took it: its id is how the statuses find it. */
export function markAccepted(db: Db, id: string, waMessageId: string, attempt: number, at: string) {
  return db
    .updateTable("whatsappMessages")
    .set({ waMessageId, status: "sent", dueAt: null, attempt, error: null, updatedAt: at, claimedBy: null })
    .where("id", "=", id)
    .execute();
}

export function retryLater(db: Db, id: string, attempt: number, dueAt: string, error: string, at: string) {
  return db
    .updateTable("whatsappMessages")
    .set({ attempt, dueAt, error: clipText(error, 500), updatedAt: at, claimedBy: null })
    .where("id", "=", id)
    .execute();
}

/**
 * WhatsApp cannot deliver these messages (refused for good, out of retries, a `failed` status, or the
 * person said STOP before it went): each is marked failed, and a confirmation not yet fallen back queues the
 * personal-link e-mail in the same transaction, as the sign-up would have without WhatsApp; a rights-desk
 * notice becomes its e-mail (notice-handoff.ts). Answers how many e-mails it queued.
 */
export async function giveUp(db: Db, ids: string[], error: string, at: string): Promise<number> {
  if (ids.length === 0) return 0;
  await db
    .updateTable("whatsappMessages")
    .set({ status: "failed", dueAt: null, error: clipText(error, 500), updatedAt: at, claimedBy: null })
    .where("id", "in", ids)
    .where("status", "in", ["pending", "sent"])
    .execute();
  const fallen = await db
    .updateTable("whatsappMessages")
    .set({ fallbackAt: at })
    .where("id", "in", ids)
    .where("kind", "in", ["confirm", "notice"])
    .where("status", "=", "failed")
    .where("fallbackAt", "is", null)
    .returning(["id", "kind", "surveyResponseId"])
    .execute();
  const notices = await noticesToEmail(
    db,
    fallen.filter((row) => row.kind === "notice").map((row) => row.id),
    error,
    at,
  );
  const confirms = fallen.filter((row) => row.kind === "confirm");
  if (confirms.length === 0) return notices;
  const entries = await db
    .selectFrom("surveyResponses")
    .select("email")
    .where(
      "id",
      "in",
      confirms.map((row) => row.surveyResponseId),
    )
    .execute();
  if (entries.length > 0) {
    await db
      .insertInto("pendingPersonalMail")
      .values(entries.map((entry) => pendingMailRow(entry.email, "welcome", at)))
      .execute();
  }
  return entries.length + notices;
}
