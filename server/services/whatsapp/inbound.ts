import { createHash } from "node:crypto";
import { BRAND_NAME } from "../../../contract/brand.js";
import { fillIn } from "../../../contract/form-copy/panel-copy.js";
import { isLanguageCode, type LanguageCode } from "../../../contract/languages.js";
import { WHATSAPP_REPLY_COPIES } from "../../../contract/whatsapp-copy/index.js";
import type { Db } from "../../db/database.js";
import { appendConsents } from "../consent/ledger.js";
import { cityPlace } from "../hubs/wait-estimate.js";
import { noteLineMove } from "../me/line-counts.js";
import { confirmInTransaction, type Entry } from "../me/me.js";
import { pendingMessageRow, type ReplyBody, waDigits } from "./message-rows.js";
import { startNumberItself, stopNumberItself } from "./number-stops.js";

/** Any case, surrounding spaces and a full stop allowed: "stop", "Stop.", " UNSUBSCRIBE ". */
const STOP_WORDS = /^\s*(stop|unsubscribe)\s*[.!]?\s*$/i;
export const isStopWord = (text: string) => STOP_WORDS.test(text);
/** The number opts in again: "START", "Start.", " subscribe ". */
const START_WORDS = /^\s*(start|subscribe)\s*[.!]?\s*$/i;
export const isStartWord = (text: string) => START_WORDS.test(text);

/**
 * STOP: every entry of this number that opted in stops getting WhatsApp messages at once (messages still
 * queued are not sent: delivery.ts), and so does the number itself, whatever entry names it later, even
 * after these are erased (number-stops.ts). The entry, its consent record and its place stay as they were.
 */
export async function stopNumber(db: Db, secret: Buffer, from: string, at: string) {
  await stopNumberItself(db, secret, from, at);
  return db.transaction().execute(async (trx) => {
    const stopped = await trx
      .updateTable("surveyResponses")
      .set({ whatsappStoppedAt: at })
      .where("phone", "=", `+${from}`)
      .where("whatsappOptInAt", "is not", null)
      .where("whatsappStoppedAt", "is", null)
      .returning(["consentSubject", "language"])
      .execute();
    // Each stop is a withdrawal in the consent ledger, written with it.
    await appendConsents(trx, whatsappRecords(stopped, "withdrawn", at));
    return stopped.length;
  });
}

/** START: the number takes WhatsApp again, and so do its entries that had opted in (a consent, recorded). */
export async function startNumber(db: Db, secret: Buffer, from: string) {
  await startNumberItself(db, secret, from);
  await db.transaction().execute(async (trx) => {
    const started = await trx
      .updateTable("surveyResponses")
      .set({ whatsappStoppedAt: null })
      .where("phone", "=", `+${from}`)
      .where("whatsappOptInAt", "is not", null)
      .where("whatsappStoppedAt", "is not", null)
      .returning(["consentSubject", "language"])
      .execute();
    await appendConsents(trx, whatsappRecords(started, "given", new Date().toISOString()));
  });
}

/** The ledger's records of a reply on WhatsApp, one per entry of the number. */
function whatsappRecords(
  entries: { consentSubject?: string | null; language?: string }[],
  action: "given" | "withdrawn",
  at: string,
) {
  return entries.flatMap((entry) =>
    entry.consentSubject
      ? [
          {
            subject: entry.consentSubject,
            purpose: "whatsapp",
            action,
            channel: "whatsapp",
            language: entry.language ?? "en",
            at,
          } as const,
        ]
      : [],
  );
}

/** The referral credit cap counts confirmations per network; a WhatsApp tap's "network" is its number. */
const numberKey = (from: string) => createHash("sha256").update(`stashd-whatsapp:${from}`).digest("hex").slice(0, 32);

export type TapOutcome = "confirmed" | "unknown" | "wrong-number" | "used";

interface TapDeps {
  db: Db;
  reader: Db;
  referralDailyCapPerIp: number;
}

/**
 * A tap on the confirmation's quick-reply button. It confirms the entry only when the payload names an
 * unused confirmation and `from` is the entry's own number (a forwarded message tapped by someone else
 * confirms nothing); then it queues the reply: the place in the city's line and the personal link.
 */
export async function confirmByTap(
  deps: TapDeps,
  from: string,
  payload: string,
  now = new Date(),
): Promise<TapOutcome> {
  const { db } = deps;
  const message = await db
    .selectFrom("whatsappMessages")
    .innerJoin("surveyResponses", "surveyResponses.id", "whatsappMessages.surveyResponseId")
    .selectAll("surveyResponses")
    .select(["whatsappMessages.id as messageId", "whatsappMessages.payloadUsedAt"])
    .where("whatsappMessages.confirmPayload", "=", payload)
    .where("whatsappMessages.kind", "=", "confirm")
    .executeTakeFirst();
  if (!message) return "unknown";
  const { messageId, payloadUsedAt, ...entry } = message;
  if (waDigits(entry.phone) !== from) return "wrong-number";
  if (payloadUsedAt !== null) return "used";
  const at = now.toISOString();
  // The reply's place is read first, as the person will stand once confirmed: read as not yet confirmed,
  // the line counts them in (hubs/city-line.ts). The writes then commit together: marking the payload used,
  // confirming (and crediting a referrer) and queueing the reply. A failure between them leaves none, so
  // Meta's retry of the same tap confirms and replies.
  const language: LanguageCode = isLanguageCode(entry.language ?? "") ? (entry.language as LanguageCode) : "en";
  const text = await replyText(deps, entry as Entry, language, now);
  // The personal link is added as the reply is sent (templates.ts): a live token is never stored.
  const body: ReplyBody = { text, personalLink: true, language };
  const done = await db.transaction().execute(async (trx) => {
    // The conditional update lets one of two simultaneous taps through.
    const used = await trx
      .updateTable("whatsappMessages")
      .set({ payloadUsedAt: at, updatedAt: at })
      .where("id", "=", messageId)
      .where("payloadUsedAt", "is", null)
      .executeTakeFirst();
    if (Number(used.numUpdatedRows) !== 1) return null;
    const move = await confirmInTransaction(trx, entry as Entry, numberKey(from), deps.referralDailyCapPerIp, now);
    await trx
      .insertInto("whatsappMessages")
      .values(
        pendingMessageRow(
          { surveyResponseId: entry.id, kind: "reply", toNumber: from, body: JSON.stringify(body) },
          at,
        ),
      )
      .execute();
    return { move };
  });
  if (!done) return "used";
  if (done.move) noteLineMove(db, done.move.from, done.move.to);
  return "confirmed";
}

/** Numbers as India writes them: 15,720 and 1,23,456. */
const indian = (n: number) => n.toLocaleString("en-IN");

/** Their place in their city's line, as the personal page counts it (hubs/wait-estimate.ts), in their language. */
async function replyText(deps: TapDeps, entry: Entry, language: LanguageCode, now: Date) {
  const invited = entry.invitedUntil !== null && entry.invitedUntil > now.toISOString();
  const { position, positionOf } = await cityPlace(deps.reader, entry, invited, now);
  const copy = WHATSAPP_REPLY_COPIES[language];
  const done = fillIn(copy.confirmed, { brand: BRAND_NAME });
  if (invited) return `${done} ${copy.invited}`;
  const city = entry.homeCity;
  if (position !== null && positionOf !== null) {
    return `${done} ${fillIn(copy.place, { position: indian(position), total: indian(positionOf), city })}`;
  }
  if (positionOf !== null) return `${done} ${fillIn(copy.opensSoon, { city, total: indian(positionOf) })}`;
  return done;
}
