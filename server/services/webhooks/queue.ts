import { sql } from "kysely";
import { clipText } from "../../../contract/text.js";
import type { Db } from "../../db/database.js";
import type { Dialect } from "../../db/schema.js";
import { WEBHOOK_TIMEOUT_MS } from "./post.js";

/** Deliveries per run, sent CONCURRENCY at a time (each to its own endpoint's address). */
export const RUN_SIZE = 200;
export const CONCURRENCY = 16;
/**
 * How long a claimed delivery is held by the instance sending it: a whole run even if every endpoint
 * times out, plus the address checks. Past that another instance, or this one after a restart or a
 * SIGKILL, sends it again with the same webhook-id: at least once.
 */
export const CLAIM_MS = (Math.ceil(RUN_SIZE / CONCURRENCY) + 2) * WEBHOOK_TIMEOUT_MS;

export interface ClaimedDelivery {
  endpointId: string;
  eventId: string;
  payload: string;
  attempts: number;
  url: string;
  secret: string;
}

/**
 * Claims up to `limit` due deliveries of enabled endpoints by moving their due time CLAIM_MS ahead under
 * this instance's name (the queue is the partial index on due_at), as the WhatsApp queue claims its
 * messages, so a restart or a clean stop hands them back at once (services/claims/instance-claims.ts).
 * PostgreSQL skips rows another instance is claiming; SQLite has one writer.
 */
export async function claimDue(
  db: Db,
  dialect: Dialect,
  now: Date,
  limit: number,
  owner: string,
): Promise<ClaimedDelivery[]> {
  const leaseUntil = new Date(now.getTime() + CLAIM_MS).toISOString();
  const due = sql`select d.endpoint_id, d.event_id from webhook_deliveries d
    where d.due_at is not null and d.due_at <= ${now.toISOString()} order by d.due_at limit ${limit}`;
  const { rows } = await sql<Omit<ClaimedDelivery, "url" | "secret">>`
    update webhook_deliveries set due_at = ${leaseUntil}, claimed_by = ${owner}
    where (endpoint_id, event_id) in (${dialect === "postgres" ? sql`${due} for update of d skip locked` : due})
    returning endpoint_id as "endpointId", event_id as "eventId", payload, attempts`.execute(db);
  if (rows.length === 0) return [];
  const endpoints = await db
    .selectFrom("webhookEndpoints")
    .select(["id", "url", "secret"])
    .where("id", "in", [...new Set(rows.map((row) => row.endpointId))])
    .execute();
  const byId = new Map(endpoints.map((endpoint) => [endpoint.id, endpoint]));
  return rows.flatMap((row) => {
    const endpoint = byId.get(row.endpointId);
    return endpoint ? [{ ...row, url: endpoint.url, secret: endpoint.secret }] : [];
  });
}

export interface AttemptOutcome {
  delivery: ClaimedDelivery;
  at: string;
  durationMs: number;
  responseCode: number | null;
  error: string | null;
}

/** Keeps one attempt in the delivery log and moves the delivery on: delivered, due again, or failed. */
export async function settleAttempt(db: Db, outcome: AttemptOutcome, dueAt: string | null, delivered: boolean) {
  const { delivery, at, durationMs, responseCode } = outcome;
  const attempt = delivery.attempts + 1;
  const error = outcome.error === null ? null : clipText(outcome.error, 300);
  await db
    .insertInto("webhookAttempts")
    .values({
      endpointId: delivery.endpointId,
      eventId: delivery.eventId,
      attempt,
      at,
      responseCode,
      error,
      durationMs,
    })
    .onConflict((oc) => oc.doNothing())
    .execute();
  await db
    .updateTable("webhookDeliveries")
    .set({
      status: delivered ? "delivered" : dueAt === null ? "failed" : "pending",
      attempts: attempt,
      dueAt,
      claimedBy: null,
      lastResponseCode: responseCode,
      lastError: error,
      updatedAt: at,
    })
    .where("endpointId", "=", delivery.endpointId)
    .where("eventId", "=", delivery.eventId)
    .execute();
}

/**
 * Switches an endpoint off after a delivery failed for the whole retry schedule: what it still had queued
 * is marked failed (staff can send it again by hand, which turns the endpoint back on). Answers whether
 * this call was the one that switched it off.
 */
export async function disableEndpoint(db: Db, endpointId: string, reason: string, at: string) {
  const result = await db
    .updateTable("webhookEndpoints")
    .set({ disabledAt: at, disabledReason: clipText(reason, 300) })
    .where("id", "=", endpointId)
    .where("disabledAt", "is", null)
    .executeTakeFirst();
  await db
    .updateTable("webhookDeliveries")
    .set({ status: "failed", dueAt: null, claimedBy: null, updatedAt: at })
    .where("endpointId", "=", endpointId)
    .where("status", "=", "pending")
    .execute();
  return Number(result.numUpdatedRows) === 1;
}
