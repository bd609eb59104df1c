import type { Db } from "../../db/database.js";
import type { Dialect } from "../../db/schema.js";
import { ownTransaction } from "../../db/writes.js";
import { languageHint, onboardingCode } from "../../lib/onboarding-code.js";
import type { PlainLog } from "../../lib/thread-log.js";
import type { WhatsappConfig } from "../../whatsapp-config.js";
import { createMailLoop } from "../mail/mail-loop.js";
import { createCloudApi, type SendOutcome, type WhatsappSend } from "./cloud-api.js";
import type { TemplateBody } from "./message-rows.js";
import { noticesSent } from "./notice-handoff.js";
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
/** The first pause after a 429 without a hint, doubled at each one in a row up to THROTTLE_MAX_MS. */
const THROTTLE_FIRST_MS = 1_000;
const THROTTLE_MAX_MS = 8_000;
/** About 1, 2, 4, 8 s, then 8 s: the run slows to what the API allows, and speeds up at its first success. */
const throttlePauseMs = (inARow: number) => Math.min(THROTTLE_FIRST_MS * 2 ** (inARow - 1), THROTTLE_MAX_MS);
/**
 * A moment to collect a burst of sign-ups' messages into one run: each run commits twice (its claim and its
 * settlement), so fewer, larger runs hold the database's writer less.
 */
const COLLECT_MS = 1000;

interface Deps {
  db: Db;
  dialect: Dialect;
  config: WhatsappConfig;
  /** The instance's name on its claims (config.ts, instanceId). */
  owner: string;
  /** Waits before each new attempt (the e-mail's, mailRetryDelaysMs); past the last, the e-mail goes instead. */
  retryDelaysMs: number[];
  log: PlainLog;
  /** E-mail was queued in place of a message: the personal-link sender and the notice mail should look now. */
  fellBack: () => void;
  /** The site's address, for the personal link a reply carries. */
  publicUrl: string;
  /** The key of the numbers' hashes (number-stops.ts). */
  numberSecret: Buffer;
  /** The key of the onboarding links' seals (services/invites/onboarding-code.ts). */
  onboardingSecret: Buffer;
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
  owner,
  retryDelaysMs,
  log,
  fellBack,
  publicUrl,
  numberSecret,
  onboardingSecret,
  send,
}: Deps): WhatsappDelivery {
  const writes = ownTransaction(db);
  const api = send ?? createCloudApi(config);
  const loop = createMailLoop({ run, batch: BATCH, collectMs: COLLECT_MS, log, what: "sending WhatsApp messages" });
  let closing = false;
  /** Groups answered 429 in a row: each doubles the pause, unless the API says how long. */
  let throttled = 0;

  async function run(): Promise<number> {
    const now = new Date();
    const claimed = await withNumberStops(db, numberSecret, await claimDue(db, dialect, now, BATCH, owner));
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
    // An invite's button opens the onboarding page with the link's code, derived now and never stored, and
    // the entry's language as the page's hint (after the code, so the template's URL needs no change).
    for (const message of sendable) {
      if (message.kind === "invite" && message.inviteId) {
        const { language } = JSON.parse(message.body) as TemplateBody;
        const code = encodeURIComponent(onboardingCode(onboardingSecret, message.inviteId));
        links.set(message.id, `${code}${languageHint(language)}`);
      }
    }
    let fallbacks = stopped.length
      ? await writes(async (trx) => {
          const at = new Date().toISOString();
          const queued = await giveUp(
            trx,
            stopped.map((m) => m.id),
            "not sent: the person or the number said STOP, the invite closed, or the number had today's confirmation",
            at,
          );
          await markEntriesStopped(trx, stopped, at);
          return queued;
        })
      : 0;
    let pauseMs = 0;
    // One group at a time, settled before the next goes: a crash can repeat only the group on its way, and a
    // stop leaves the rest claimed by this instance, which hands them back (services/claims).
    for (let from = 0; from < sendable.length && !closing; from += CONCURRENCY) {
      const group = sendable.slice(from, from + CONCURRENCY);
      const outcomes = await Promise.all(
        group.map((message) => api(outgoingMessage(message, config, links.get(message.id)))),
      );
      const settled = await writes((trx) => settle(trx, group, outcomes));
      fallbacks += settled.fallbacks;
      pauseMs = settled.pauseMs;
      if (pauseMs > 0) {
        // The API said "slow down": the rest of the run waits out the pause too, nobody's claim.
        const rest = sendable.slice(from + CONCURRENCY).map((message) => message.id);
        const dueAt = new Date(Date.now() + pauseMs).toISOString();
        if (rest.length > 0) {
          await writes((trx) =>
            trx.updateTable("whatsappMessages").set({ dueAt, claimedBy: null }).where("id", "in", rest).execute(),
          );
        }
        break;
      }
    }
    if (fallbacks > 0) fellBack();
    if (pauseMs > 0) {
      loop.wakeIn(pauseMs);
      return 0;
    }
    return claimed.length;
  }

  /** Records one group's outcomes; answers the e-mails it queued instead and the pause a 429 asks for. */
  async function settle(trx: Db, group: ClaimedMessage[], outcomes: SendOutcome[]) {
    const at = new Date().toISOString();
    const hint = Math.max(0, ...outcomes.map((outcome) => (outcome.outcome === "retry" && outcome.retryAfterMs) || 0));
    const isThrottled = outcomes.some((outcome) => outcome.outcome === "retry" && outcome.rateLimited);
    throttled = isThrottled ? throttled + 1 : 0;
    const pauseMs = isThrottled ? hint || throttlePauseMs(throttled) : 0;
    let fallbacks = 0;
    for (const [i, message] of group.entries()) {
      const outcome = outcomes[i] as SendOutcome;
      if (outcome.outcome === "accepted") {
        await markAccepted(trx, message.id, outcome.waMessageId, message.attempt + 1, at);
        if (message.kind === "notice") await noticesSent(trx, [message.id], at);
        continue;
      }
      log.warn(
        { kind: message.kind, attempt: message.attempt, error: outcome.error },
        "a WhatsApp message was not accepted",
      );
      if (outcome.outcome === "retry" && outcome.rateLimited) {
        // A pause, not a failure: the attempt is not counted, so a throttle never sends anyone to e-mail.
        const dueAt = new Date(Date.now() + pauseMs).toISOString();
        await retryLater(trx, message.id, message.attempt, dueAt, outcome.error, at);
        continue;
      }
      const wait = retryDelaysMs[message.attempt];
      if (outcome.outcome === "refused" || wait === undefined) {
        await trx
          .updateTable("whatsappMessages")
          .set({ attempt: message.attempt + 1 })
          .where("id", "=", message.id)
          .execute();
        fallbacks += await giveUp(trx, [message.id], outcome.error, at);
        continue;
      }
      const dueAt = new Date(Date.now() + wait).toISOString();
      await retryLater(trx, message.id, message.attempt + 1, dueAt, outcome.error, at);
      loop.wakeIn(wait);
    }
    return { fallbacks, pauseMs };
  }

  return {
    wake: loop.wake,
    drain: loop.drain,
    async close() {
      closing = true;
      await loop.close();
    },
  };
}
