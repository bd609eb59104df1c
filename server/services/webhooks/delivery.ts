import type { AppConfig } from "../../config.js";
import type { Db } from "../../db/database.js";
import type { Dialect } from "../../db/schema.js";
import type { PlainLog } from "../../lib/thread-log.js";
import { createMailLoop } from "../mail/mail-loop.js";
import type { Mailer } from "../mail/mailer.js";
import { open, sealingKey } from "../second-factor/secret-box.js";
import { endpointDisabledEmail } from "./disabled-email.js";
import { resolveEndpoint } from "./endpoint-address.js";
import { postWebhook } from "./post.js";
import {
  type AttemptOutcome,
  type ClaimedDelivery,
  CONCURRENCY,
  claimDue,
  disableEndpoint,
  RUN_SIZE,
  settleAttempt,
} from "./queue.js";
import { signedHeaders } from "./signing.js";

export interface WebhookDelivery {
  /** Events were written: send them now. */
  wake(): void;
  /** Sends what is due now and waits for it (tests). */
  drain(): Promise<void>;
  close(): Promise<void>;
}

interface Deps {
  db: Db;
  dialect: Dialect;
  config: Pick<
    AppConfig,
    | "webhookRetryDelaysMs"
    | "webhooksAllowPrivate"
    | "secondFactorKey"
    | "dataDir"
    | "publicUrl"
    | "contactEmail"
    | "instanceId"
  >;
  mailer: Mailer;
  log: PlainLog;
  /** The attempt's time limit (tests shorten it). */
  timeoutMs?: number;
}

/**
 * Webhooks as one more run of the delivery loop (server/services/mail/mail-loop.ts): every event is first
 * a webhook_deliveries row written with what causes it; a run claims due rows under a lease, checks each
 * endpoint's address afresh, POSTs the signed payload with the event's id as `webhook-id` (the same on
 * every attempt), and settles each: delivered on a 2xx, due again after the next configured delay, or, past
 * the last, failed, with the endpoint switched off and the owners told by e-mail.
 */
export function createWebhookDelivery({ db, dialect, config, mailer, log, timeoutMs }: Deps): WebhookDelivery {
  const delays = config.webhookRetryDelaysMs;
  const loop = createMailLoop({ run, batch: RUN_SIZE, collectMs: 0, log, what: "delivering webhooks" });

  async function attempt(delivery: ClaimedDelivery): Promise<AttemptOutcome> {
    const started = Date.now();
    const at = new Date(started).toISOString();
    const finish = (responseCode: number | null, error: string | null) => ({
      delivery,
      at,
      durationMs: Date.now() - started,
      responseCode,
      error,
    });
    const url = new URL(delivery.url);
    const target = await resolveEndpoint(url, config.webhooksAllowPrivate);
    if ("refused" in target) return finish(null, `not sent: ${target.refused}`);
    const secret = open(sealingKey(config), delivery.secret);
    const headers = signedHeaders(secret, delivery.eventId, delivery.payload);
    const outcome = await postWebhook(url, target, headers, delivery.payload, timeoutMs);
    if ("error" in outcome) return finish(null, outcome.error);
    const ok = outcome.status >= 200 && outcome.status < 300;
    return finish(outcome.status, ok ? null : `answered ${outcome.status}`);
  }

  async function run(): Promise<number> {
    const claimed = await claimDue(db, dialect, new Date(), RUN_SIZE, config.instanceId);
    // One group of CONCURRENCY at a time, each settled before the next goes out: a crash repeats at most
    // the group on its way (with the same webhook-id), and a restart takes the rest back at once.
    for (let start = 0; start < claimed.length; start += CONCURRENCY) {
      const group = claimed.slice(start, start + CONCURRENCY);
      await settleGroup(await Promise.all(group.map(attempt)));
    }
    return claimed.length;
  }

  async function settleGroup(outcomes: AttemptOutcome[]) {
    const disabled: { endpointId: string; url: string; reason: string }[] = [];
    await db.transaction().execute(async (trx) => {
      for (const outcome of outcomes) {
        const delivered = outcome.error === null;
        const done = outcome.delivery.attempts + 1;
        const wait = delays[done - 1];
        const dueAt = delivered || wait === undefined ? null : new Date(Date.now() + wait).toISOString();
        await settleAttempt(trx, outcome, dueAt, delivered);
        if (dueAt !== null && wait !== undefined) loop.wakeIn(wait);
        // The schedule's last attempt failed (a resend by hand that fails again switches nothing off).
        if (!delivered && done === delays.length + 1) {
          const reason = outcome.error ?? "no answer";
          if (await disableEndpoint(trx, outcome.delivery.endpointId, reason, outcome.at)) {
            disabled.push({ endpointId: outcome.delivery.endpointId, url: outcome.delivery.url, reason });
          }
        }
      }
    });
    for (const endpoint of disabled) await tellOwners(endpoint);
  }

  async function tellOwners(endpoint: { url: string; reason: string }) {
    log.warn({ url: endpoint.url }, "a webhook endpoint failed for its whole retry schedule and was switched off");
    const owners = await db.selectFrom("staff").select("email").where("role", "=", "owner").execute();
    const adminUrl = `${config.publicUrl}/admin/integrations`;
    const failures = await mailer.sendMany(
      owners.map((owner) =>
        endpointDisabledEmail({ ...endpoint, to: owner.email, adminUrl, contactEmail: config.contactEmail }),
      ),
    );
    for (const failure of failures) if (failure) log.error({ err: failure }, "telling an owner of a disabled webhook");
  }

  return { wake: loop.wake, drain: loop.drain, close: loop.close };
}
