import { sql } from "kysely";
import type { WebhookEvent } from "../../../contract/integrations.js";
import type { Db } from "../../db/database.js";
import { randomId } from "../../lib/ids.js";

/** One event about to be queued: the entry it concerns (null for a test), its data and when it happened. */
export interface QueuedEvent {
  subjectId: string | null;
  data: Record<string, unknown>;
  at: string;
  /** The `webhook-id` receivers deduplicate on; random unless the cause has a natural one. */
  eventId?: string;
}

/** Events per statement: four values each, well under SQLite's limit of bound values. */
const PER_STATEMENT = 2000;

/** The `webhook-id` of an entry's `entry.created`: derived from the entry, so both databases' writers agree. */
export const createdEventId = (entryId: string) => `msg_c${entryId}`;

/** The body every attempt sends, byte for byte: `{ type, timestamp, data }`. */
export const eventPayload = (type: string, at: string, data: Record<string, unknown>) =>
  JSON.stringify({ type, timestamp: at, data });

/** The LIKE pattern that finds endpoints asking for `type` in their JSON array of events. */
export const subscribedTo = (type: string) => `%"${type}"%`;

/**
 * Queues `events` of `type` for every enabled endpoint that asked for it, inside the caller's transaction:
 * an event exists exactly when what caused it committed (docs/product.md, Integrations). One read of the
 * endpoints first (a small table), so that a waitlist without webhooks writes nothing more; then one
 * INSERT … SELECT per PER_STATEMENT events.
 */
export async function queueEvents(db: Db, type: WebhookEvent, events: QueuedEvent[]) {
  if (events.length === 0) return;
  const endpoints = await db
    .selectFrom("webhookEndpoints")
    .select("id")
    .where("disabledAt", "is", null)
    .where("events", "like", subscribedTo(type))
    .execute();
  if (endpoints.length === 0) return;
  for (let i = 0; i < events.length; i += PER_STATEMENT) {
    const rows = events.slice(i, i + PER_STATEMENT).map(
      (event) =>
        sql`select cast(${event.eventId ?? `msg_${randomId()}`} as text) as event_id,
          cast(${event.subjectId} as text) as subject_id,
          cast(${eventPayload(type, event.at, event.data)} as text) as payload, cast(${event.at} as text) as at`,
    );
    await sql`insert into webhook_deliveries
        (endpoint_id, event_id, type, subject_id, payload, status, attempts, due_at, created_at, updated_at)
      select ep.id, v.event_id, ${type}, v.subject_id, v.payload, 'pending', 0, v.at, v.at, v.at
      from webhook_endpoints ep cross join (${sql.join(rows, sql` union all `)}) v
      where ep.disabled_at is null and ep.events like ${subscribedTo(type)}
      on conflict do nothing`.execute(db);
  }
}

/** An entry's fields as `entry.created` carries them (the PostgreSQL sign-up statement builds the same). */
export function entryCreatedData(entry: {
  id: string;
  email: string;
  name: string;
  phone: string;
  homeCity: string;
  createdAt: string;
}) {
  const { id, email, name, phone, homeCity, createdAt } = entry;
  return { id, email, name, phone, homeCity, createdAt };
}
