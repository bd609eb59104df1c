import type { WhatsappWebhook } from "../../../contract/whatsapp.js";
import type { Db } from "../../db/database.js";
import type { PlainLog } from "../../lib/thread-log.js";
import { withoutPhoneNumbers } from "./cloud-api.js";
import { confirmByTap, isStartWord, isStopWord, startNumber, stopNumber } from "./inbound.js";
import { applyStatus } from "./statuses.js";

/** What may reach a query: a WhatsApp id or payload of plain ASCII, a number of digits. */
const PLAIN = /^[\x21-\x7e]{1,200}$/;
const DIGITS = /^\d{6,15}$/;

interface Deps {
  db: Db;
  reader: Db;
  /** The key of the numbers' hashes (number-stops.ts). */
  numberSecret: Buffer;
  referralDailyCapPerIp: number;
  log: PlainLog;
}

/** What a webhook changed, so the caller can wake the senders. */
export interface WebhookEffects {
  /** Replies were queued (taps that confirmed). */
  replies: number;
  /** Confirmation e-mail was queued in place of failed messages. */
  fallbacks: number;
}

/**
 * Handles one signed webhook: statuses (ranked, so replays and late ones change nothing) and inbound
 * messages (a confirmation tap, STOP). Everything it does is idempotent, so Meta's retries are harmless.
 */
export async function handleWebhook(deps: Deps, payload: WhatsappWebhook): Promise<WebhookEffects> {
  const effects: WebhookEffects = { replies: 0, fallbacks: 0 };
  const at = new Date().toISOString();
  for (const entry of payload.entry) {
    for (const change of entry.changes) {
      for (const status of change.value?.statuses ?? []) {
        if (!PLAIN.test(status.id)) continue;
        const errors = (status as { errors?: { code?: number; title?: string }[] }).errors ?? [];
        const error =
          errors.map((e) => withoutPhoneNumbers(`${e.code ?? ""} ${e.title ?? ""}`.trim())).join("; ") || "failed";
        if (await applyStatus(deps.db, status.id, status.status, `WhatsApp: ${error}`, at)) effects.fallbacks++;
      }
      for (const message of change.value?.messages ?? []) {
        // A template's quick reply arrives as `button`; an interactive message's as `interactive`.
        const payload = message.button?.payload ?? message.interactive?.button_reply?.id;
        if (!DIGITS.test(message.from)) continue;
        if ((message.type === "button" || message.type === "interactive") && payload && PLAIN.test(payload)) {
          const outcome = await confirmByTap(deps, message.from, payload);
          if (outcome === "confirmed") effects.replies++;
          else deps.log.warn({ outcome }, "a WhatsApp confirmation tap was refused");
        } else if (message.type === "text" && message.text && isStopWord(message.text.body)) {
          await stopNumber(deps.db, deps.numberSecret, message.from, at);
        } else if (message.type === "text" && message.text && isStartWord(message.text.body)) {
          await startNumber(deps.db, deps.numberSecret, message.from);
        }
      }
    }
  }
  return effects;
}
