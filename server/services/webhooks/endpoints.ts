import type { WebhookDelivery, WebhookEndpoint } from "../../../contract/integrations.js";
import { WEBHOOK_TEST_EVENT } from "../../../contract/integrations.js";
import type { AppConfig } from "../../config.js";
import type { Db } from "../../db/database.js";
import { randomId } from "../../lib/ids.js";
import { seal, sealingKey } from "../second-factor/secret-box.js";
import { eventPayload } from "./events.js";
import { newWebhookSecret } from "./signing.js";

type KeyConfig = Pick<AppConfig, "secondFactorKey" | "dataDir">;

/** A new endpoint; its secret is answered once and stored sealed. */
export async function addEndpoint(db: Db, config: KeyConfig, input: { url: string; events: string[] }, by: string) {
  const id = randomId();
  const secret = newWebhookSecret();
  await db
    .insertInto("webhookEndpoints")
    .values({
      id,
      url: input.url,
      events: JSON.stringify(input.events),
      secret: seal(sealingKey(config), secret),
      createdBy: by,
      createdAt: new Date().toISOString(),
      disabledAt: null,
      disabledReason: null,
    })
    .execute();
  return { id, secret };
}

export async function listEndpoints(db: Db): Promise<WebhookEndpoint[]> {
  const rows = await db
    .selectFrom("webhookEndpoints")
    .select(["id", "url", "events", "createdAt", "disabledAt", "disabledReason"])
    .orderBy("createdAt")
    .execute();
  return rows.map((row) => ({ ...row, events: JSON.parse(row.events) as string[] }));
}

/** Removes an endpoint and its deliveries (the attempts go with them); answers whether there was one. */
export async function removeEndpoint(db: Db, id: string) {
  return db.transaction().execute(async (trx) => {
    await trx.deleteFrom("webhookAttempts").where("endpointId", "=", id).execute();
    await trx.deleteFrom("webhookDeliveries").where("endpointId", "=", id).execute();
    const result = await trx.deleteFrom("webhookEndpoints").where("id", "=", id).executeTakeFirst();
    return Number(result.numDeletedRows) === 1;
  });
}

export function findEndpoint(db: Db, id: string) {
  return db.selectFrom("webhookEndpoints").select(["id", "url"]).where("id", "=", id).executeTakeFirst();
}

/** The newest deliveries of an endpoint with each attempt, for the delivery log. */
export async function deliveryLog(db: Db, endpointId: string, limit = 100): Promise<WebhookDelivery[]> {
  const deliveries = await db
    .selectFrom("webhookDeliveries")
    .select(["eventId", "type", "status", "attempts", "lastResponseCode", "lastError", "createdAt", "dueAt"])
    .where("endpointId", "=", endpointId)
    .orderBy("createdAt", "desc")
    .orderBy("eventId", "desc")
    .limit(limit)
    .execute();
  const attempts = deliveries.length
    ? await db
        .selectFrom("webhookAttempts")
        .select(["eventId", "attempt", "at", "responseCode", "error", "durationMs"])
        .where("endpointId", "=", endpointId)
        .where(
          "eventId",
          "in",
          deliveries.map((d) => d.eventId),
        )
        .orderBy("attempt")
        .execute()
    : [];
  return deliveries.map(({ dueAt, ...delivery }) => ({
    ...delivery,
    lastResponseCode: delivery.lastResponseCode === null ? null : Number(delivery.lastResponseCode),
    attempts: Number(delivery.attempts),
    nextAttemptAt: delivery.status === "pending" ? dueAt : null,
    log: attempts
      .filter((a) => a.eventId === delivery.eventId)
      .map(({ eventId: _, ...a }) => ({
        ...a,
        attempt: Number(a.attempt),
        durationMs: Number(a.durationMs),
        responseCode: a.responseCode === null ? null : Number(a.responseCode),
      })),
  }));
}

/** Queues a `webhook.test` event for this endpoint alone; answers its event id. */
export async function queueTestEvent(db: Db, endpointId: string) {
  const at = new Date().toISOString();
  const eventId = `msg_${randomId()}`;
  await db
    .insertInto("webhookDeliveries")
    .values({
      endpointId,
      eventId,
      type: WEBHOOK_TEST_EVENT,
      subjectId: null,
      payload: eventPayload(WEBHOOK_TEST_EVENT, at, { message: "A test event from the admin." }),
      status: "pending",
      attempts: 0,
      dueAt: at,
      lastResponseCode: null,
      lastError: null,
      createdAt: at,
      updatedAt: at,
    })
    .execute();
  return eventId;
}

/**
 * Sends a delivery again (the same webhook-id), now; an endpoint switched off is switched back on, since
 * staff say it works again. Answers whether there was such a delivery.
 */
export async function resendDelivery(db: Db, endpointId: string, eventId: string) {
  const at = new Date().toISOString();
  return db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable("webhookDeliveries")
      .set({ status: "pending", dueAt: at, updatedAt: at })
      .where("endpointId", "=", endpointId)
      .where("eventId", "=", eventId)
      .where("status", "!=", "pending")
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) return false;
    await trx
      .updateTable("webhookEndpoints")
      .set({ disabledAt: null, disabledReason: null })
      .where("id", "=", endpointId)
      .execute();
    return true;
  });
}
