import type { Db } from "../../db/database.js";
import type { Dialect } from "../../db/schema.js";
import { ownTransaction } from "../../db/writes.js";
import type { PlainLog } from "../../lib/thread-log.js";
import type { WhatsappConfig } from "../../whatsapp-config.js";
import { createMailLoop } from "../mail/mail-loop.js";
import { createCloudApi, type SendOutcome, type WhatsappSend } from "./cloud-api.js";
import { claimDailyConfirms, markEntriesStopped, withNumberStops } from "./number-stops.js";
import {
  type ClaimedMessage,
  claimDue,
  giveUp,
  markAccepted,
  RUN_SIZE,
  retryLater,
  SEND_CONCURRENCY,
} from "./queue.js";
import { replyLinks } from "./reply-links.js";
import { outgoingMessage } from "./templates.js";

export interface WhatsappDelivery {
  /** Messages were written (a sign-up, an invite, a reply): send them after a short pause. */
  wake(): void;
  /** Sends what is due now and waits for it (shutdown, tests). */
  drain(): Promise<void>;
  close(): Promise<void>;
}

/** Well above 20 messages a second when the API answers in 100 ms (queue.ts: RUN_SIZE, SEND_CONCURRENCY). */
const BATCH = RUN_SIZE;
const CONCURRENCY = SEND_CONCURRENCY;
/**
 * A moment to collect a burst of sign-ups' messages into one run: each run commits twice (its claim and its
 * settlement), so fewer, larger runs hold the database's writer less.
 */
const COLLECT_MS = 1000;

interface Deps {
  db: Db;
  dialect: Dialect;
  config: WhatsappConfig;
  /** Waits before each new attempt (the e-mail's, mailRetryDelaysMs); past the last, the e-mail goes instead. */
  retryDelaysMs: number[];
  log: PlainLog;
  /** E-mail was queued in place of a message: the personal-link sender should look now. */
  fellBack: () => void;
  /** The site's address, for the personal link a reply carries. */
  publicUrl: string;
  /** The key of the numbers' hashes (number-stops.ts). */
  numberSecret: Buffer;
  /** The Cloud API call; tests may pass one with a short timeout. */
  send?: WhatsappSend;
}

/**
 * The WhatsApp side of the one delivery loop (server/services/mail/mail-loop.ts, docs/decisions/301): every
 * message is first a whatsapp_messages row written with what causes it; a run claims due rows under a
 * lease, sends them through the Cloud API, and settles each: accepted (its wa_message_id, for the
 * statuses), tried again after a wait (429, 5xx, timeouts; a 429 also pauses the run), or given up, when a
 * confirmation falls back to the personal-link e-mail. A message to someone who has since said STOP is not
 * sent; a confirmation then goes by e-mail.
 */
export function createWhatsappDelivery({
  db,
  dialect,
  config,
  retryDelaysMs,
  log,
  fellBack,
  publicUrl,
  numberSecret,
  send,
}: Deps): WhatsappDelivery {
  const writes = ownTransaction(db);
  const api = send ?? createCloudApi(config);
  const loop = createMailLoop({ run, batch: BATCH, collectMs: COLLECT_MS, log, what: "sending WhatsApp messages" });

  async function run(): Promise<number> {
    const now = new Date();
    const claimed = await withNumberStops(db, numberSecret, await claimDue(db, dialect, now, BATCH));
    if (claimed.length === 0) return 0;
    const unstoppedConfirms = claimed.filter((message) => message.kind === "confirm" && message.stoppedAt === null);
    const todays = await claimDailyConfirms(db, numberSecret, unstoppedConfirms, now);
    // Not sent: to someone who said STOP since (a reply answers their own tap), an invite revoked since, or a
    // confirmation to a number that had its one today (the e-mail confirms instead).
    const stopped = claimed.filter(
      (message) =>
        (message.stoppedAt !== null && message.kind !== "reply") ||
        (message.kind === "invite" && !message.inviteOpen) ||
        (message.kind === "confirm" && message.stoppedAt === null && !todays.has(message.id)),
    );
    const sendable = claimed.filter((message) => !stopped.includes(message));
    const links = await replyLinks(db, publicUrl, sendable);
    const outcomes = await sendAll(sendable, links);
    let fallbacks = 0;
    let pauseMs = 0;
    await writes(async (trx) => {
      const at = new Date().toISOString();
      const refused: ClaimedMessage[] = [];
      const untried: string[] = [];
      for (const [i, message] of sendable.entries()) {
        const outcome = outcomes[i] as SendOutcome | undefined;
        if (!outcome) {
          untried.push(message.id); // a 429 paused the run before its turn
          continue;
        }
        if (outcome.outcome === "accepted") {
          await markAccepted(trx, message.id, outcome.waMessageId, message.attempt + 1, at);
          continue;
        }
        log.warn(
          { kind: message.kind, attempt: message.attempt, error: outcome.error },
          "a WhatsApp message was not accepted",
        );
        const wait = retryDelaysMs[message.attempt];
        if (outcome.outcome === "refused" || wait === undefined) {
          refused.push(message);
          continue;
        }
        if (outcome.rateLimited) pauseMs = Math.max(pauseMs, wait);
        await retryLater(
          trx,
          message.id,
          message.attempt + 1,
          new Date(Date.now() + wait).toISOString(),
          outcome.error,
          at,
        );
        loop.wakeIn(wait);
      }
      if (untried.length > 0) {
        const dueAt = new Date(Date.now() + pauseMs).toISOString();
        await trx.updateTable("whatsappMessages").set({ dueAt }).where("id", "in", untried).execute();
      }
      fallbacks += await giveUp(
        trx,
        stopped.map((m) => m.id),
        "not sent: the person or the number said STOP, the invite closed, or the number had today's confirmation",
        at,
      );
      await markEntriesStopped(trx, stopped, at);
      for (const message of refused) {
        const outcome = outcomes[sendable.indexOf(message)] as Exclude<SendOutcome, { outcome: "accepted" }>;
        await trx
          .updateTable("whatsappMessages")
          .set({ attempt: message.attempt + 1 })
          .where("id", "=", message.id)
          .execute();
        fallbacks += await giveUp(trx, [message.id], outcome.error, at);
      }
    });
    if (fallbacks > 0) fellBack();
    if (pauseMs > 0) {
      loop.wakeIn(pauseMs);
      return 0;
    }
    return claimed.length;
  }

  /** Sends CONCURRENCY at a time; after a 429 the rest wait (their outcome stays undefined). */
  async function sendAll(messages: ClaimedMessage[], links: Map<string, string>): Promise<(SendOutcome | undefined)[]> {
    const outcomes: (SendOutcome | undefined)[] = new Array(messages.length);
    let next = 0;
    let throttled = false;
    const worker = async () => {
      while (!throttled && next < messages.length) {
        const i = next++;
        const message = messages[i] as ClaimedMessage;
        const outcome = await api(outgoingMessage(message, config, links.get(message.id)));
        outcomes[i] = outcome;
        if (outcome.outcome === "retry" && outcome.rateLimited) throttled = true;
      }
    };
    await Promise.all(Array.from({ length: Math.min(CONCURRENCY, messages.length) }, worker));
    return outcomes;
  }

  return { wake: loop.wake, drain: loop.drain, close: loop.close };
}
