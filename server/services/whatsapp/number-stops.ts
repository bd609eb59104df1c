import { createHmac } from "node:crypto";
import type { AppConfig } from "../../config.js";
import type { Db } from "../../db/database.js";
import { sealingKey } from "../second-factor/secret-box.js";

/** A number gets at most one confirmation template in this long, however many sign-ups name it. */
export const CONFIRM_EVERY_MS = 24 * 60 * 60_000;

/**
 * The key of a number's hash, derived from the server's sealing key (SECOND_FACTOR_KEY or its key file),
 * which never enters the database: a copy of the table cannot be matched against a list of numbers.
 */
export const numberSecret = (config: Pick<AppConfig, "secondFactorKey" | "dataDir">) =>
  createHmac("sha256", sealingKey(config)).update("stashd whatsapp number").digest();

/** A number (E.164 digits) as the table keeps it: a keyed hash, never the number. */
export const numberKey = (secret: Buffer, digits: string) =>
  createHmac("sha256", secret).update(digits).digest("base64url");

/** The number itself said STOP (or turned WhatsApp off on a personal page): it holds past any erasure. */
export async function stopNumberItself(db: Db, secret: Buffer, digits: string, at: string) {
  await db
    .insertInto("whatsappNumbers")
    .values({ numberKey: numberKey(secret, digits), stoppedAt: at, confirmSentAt: null, confirmMessageId: null })
    .onConflict((oc) => oc.column("numberKey").doUpdateSet({ stoppedAt: at }))
    .execute();
}

/** The number opted in again (a reply, or the personal page's switch turned on). */
export async function startNumberItself(db: Db, secret: Buffer, digits: string) {
  await db
    .updateTable("whatsappNumbers")
    .set({ stoppedAt: null })
    .where("numberKey", "=", numberKey(secret, digits))
    .execute();
}

/** Of these numbers, those that said STOP themselves, with when. */
export async function stoppedNumbers(db: Db, secret: Buffer, numbers: string[]): Promise<Map<string, string>> {
  const byKey = new Map([...new Set(numbers)].map((digits) => [numberKey(secret, digits), digits]));
  if (byKey.size === 0) return new Map();
  const rows = await db
    .selectFrom("whatsappNumbers")
    .select(["numberKey", "stoppedAt"])
    .where("numberKey", "in", [...byKey.keys()])
    .where("stoppedAt", "is not", null)
    .execute();
  return new Map(rows.map((row) => [byKey.get(row.numberKey) as string, row.stoppedAt as string]));
}

/**
 * A STOP the number itself said holds for every entry that names it: its templates count as stopped (a
 * reply answers the person's own tap and still goes). `numberStoppedAt` marks the ones stopped so.
 */
export async function withNumberStops<T extends { kind: string; toNumber: string; stoppedAt: string | null }>(
  db: Db,
  secret: Buffer,
  claimed: T[],
): Promise<(T & { numberStoppedAt?: string })[]> {
  const templates = claimed.filter((message) => message.kind !== "reply");
  const stops = await stoppedNumbers(
    db,
    secret,
    templates.map((message) => message.toNumber),
  );
  return claimed.map((message) => {
    const numberStoppedAt = message.kind === "reply" ? undefined : stops.get(message.toNumber);
    if (numberStoppedAt === undefined) return message;
    return { ...message, stoppedAt: message.stoppedAt ?? numberStoppedAt, numberStoppedAt };
  });
}

/** An entry whose number said STOP under an earlier entry shows as stopped too. */
export async function markEntriesStopped(
  db: Db,
  messages: { surveyResponseId: string; numberStoppedAt?: string }[],
  at: string,
) {
  const ids = messages.filter((m) => m.numberStoppedAt !== undefined).map((m) => m.surveyResponseId);
  if (ids.length === 0) return;
  await db
    .updateTable("surveyResponses")
    .set({ whatsappStoppedAt: at })
    .where("id", "in", ids)
    .where("whatsappStoppedAt", "is", null)
    .execute();
}

/**
 * Claims the day's confirmation of each message's number, in one statement: a number whose last one was
 * claimed under CONFIRM_EVERY_MS ago by another message gets none. Answers the ids of the messages that may
 * go (a message that already holds its number's claim keeps it: its retries go on).
 */
export async function claimDailyConfirms(
  db: Db,
  secret: Buffer,
  messages: { id: string; toNumber: string }[],
  now: Date,
): Promise<Set<string>> {
  // The first message of each number in the run asks; the rest of that number's are over the day's one.
  const first = new Map<string, string>();
  for (const message of messages) {
    const key = numberKey(secret, message.toNumber);
    if (!first.has(key)) first.set(key, message.id);
  }
  if (first.size === 0) return new Set();
  const at = now.toISOString();
  const dayAgo = new Date(now.getTime() - CONFIRM_EVERY_MS).toISOString();
  const claimed = await db
    .insertInto("whatsappNumbers")
    .values(
      [...first].map(([key, id]) => ({ numberKey: key, stoppedAt: null, confirmSentAt: at, confirmMessageId: id })),
    )
    .onConflict((oc) =>
      oc
        .column("numberKey")
        .doUpdateSet((eb) => ({
          confirmSentAt: eb.ref("excluded.confirmSentAt"),
          confirmMessageId: eb.ref("excluded.confirmMessageId"),
        }))
        .where((eb) =>
          eb.or([
            eb("whatsappNumbers.confirmSentAt", "is", null),
            eb("whatsappNumbers.confirmSentAt", "<", dayAgo),
            eb("whatsappNumbers.confirmMessageId", "=", eb.ref("excluded.confirmMessageId")),
          ]),
        ),
    )
    .returning("confirmMessageId")
    .execute();
  return new Set(claimed.map((row) => row.confirmMessageId as string));
}
