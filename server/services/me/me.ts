import { createHash } from "node:crypto";
import type { Selectable, SelectQueryBuilder } from "kysely";
import type { z } from "zod";
import { isLanguageCode, type LanguageCode } from "../../../contract/languages.js";
import type { Me, meUpdateSchema } from "../../../contract/me.js";
import { whatsappActive } from "../../../contract/whatsapp.js";
import type { Db } from "../../db/database.js";
import type { Database, SurveyResponsesTable, TokenScope } from "../../db/schema.js";
import { mailboxKey } from "../../lib/canonical-mailbox.js";
import { clientAddressKey } from "../../lib/client-address.js";
import { cityPlace } from "../hubs/wait-estimate.js";
import { queueEvents } from "../webhooks/events.js";
import { type LineDbs, noteLineMove } from "./line-counts.js";
import { moveForReferral, topReferrers } from "./place-in-line.js";
import { hashToken } from "./tokens.js";

export type Entry = Selectable<SurveyResponsesTable>;

/**
 * The entry a token of this scope opens, and when the token was issued (links expire:
 * PERSONAL_LINK_TTL_DAYS); undefined for a forged, mistyped or erased one. An unsubscribe token never
 * opens the page.
 */
export async function entryForToken(
  db: Db,
  token: string,
  scope: TokenScope = "page",
): Promise<{ entry: Entry; issuedAt: string } | undefined> {
  const row = await db
    .selectFrom("personalTokens")
    .innerJoin("surveyResponses", "surveyResponses.id", "personalTokens.surveyResponseId")
    .selectAll("surveyResponses")
    .select("personalTokens.createdAt as tokenIssuedAt")
    .where("personalTokens.tokenHash", "=", hashToken(token))
    .where("personalTokens.scope", "=", scope)
    .executeTakeFirst();
  if (!row) return undefined;
  const { tokenIssuedAt, ...entry } = row;
  return { entry, issuedAt: tokenIssuedAt };
}

export const referralLink = (publicUrl: string, code: string | null) => `${publicUrl}/?ref=${code ?? ""}`;

/**
 * The personal page. Its counts (place in the home city's line, the hub's estimate) read on `dbs.reader`,
 * worker threads on SQLite (docs/decisions/102): at a million entries they count long index ranges.
 */
export async function meView(
  dbs: LineDbs & { config: { whatsapp?: unknown } },
  entry: Entry,
  publicUrl: string,
  now = new Date(),
): Promise<Me> {
  // An open invite of the address, or an accepted one, takes the person out of every line (invited_until:
  // migrations/001-initial-schema/invited-entries.ts).
  const invited = entry.invitedUntil !== null && entry.invitedUntil > now.toISOString();
  const [{ position, positionOf, wait }, top] = await Promise.all([
    cityPlace(dbs.reader, entry, invited, now),
    topReferrers(dbs.reader),
  ]);
  return {
    name: entry.name,
    email: entry.email,
    phone: entry.phone,
    company: entry.company,
    tripsPerMonth: entry.tripsPerMonth,
    homeCity: entry.homeCity,
    preferredCities: JSON.parse(entry.preferredCities) as string[],
    confirmed: entry.confirmedAt !== null,
    position,
    positionOf,
    referrals: entry.referrals,
    referralLink: referralLink(publicUrl, entry.referralCode),
    showInTopReferrers: entry.showInTopReferrers === 1,
    topReferrers: top,
    wait,
    whatsappOptIn: whatsappActive(entry),
    whatsappAvailable: dbs.config.whatsapp !== undefined,
    language: isLanguageCode(entry.language ?? "") ? (entry.language as LanguageCode) : "en",
  };
}

/**
 * The request's network for the per-network credit cap: the IPv4 address, or the /64 of an IPv6 one (one
 * household's devices share it). Kept only as a hash, and erased with the credit.
 */
export function networkKey(ip: string) {
  // The rate limiter's key: `2001:db8::1` and `2001:db8::2` are one /64, however the text is written.
  return createHash("sha256")
    .update(`stashd-network:${clientAddressKey(ip)}`)
    .digest("hex")
    .slice(0, 32);
}

const DAY_MS = 86_400_000;
const WEEK_MS = 7 * DAY_MS;
/** Credits one referrer can earn in 7 days, so a farm of aliases cannot carry anyone to the front. */
export const REFERRAL_CREDITS_PER_WEEK = 3;

type CreditFilter = (
  qb: SelectQueryBuilder<Database, "referralCredits", object>,
) => SelectQueryBuilder<Database, "referralCredits", object>;

async function countCredits(db: Db, where: CreditFilter): Promise<number> {
  const { n } = await where(db.selectFrom("referralCredits"))
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(n);
}

/**
 * Confirms the address; the first confirmation also credits the referrer, in the same transaction (docs/
 * decisions/062). The conditional update lets exactly one of two simultaneous confirmations through, and
 * the credit's primary key (the referred entry) is a second guard: a person is credited for at most once.
 * No credit for a self-referral (the referrer's own canonical mailbox included), an unknown code, a
 * network that reached its daily cap, a referrer who earned REFERRAL_CREDITS_PER_WEEK this week, or a
 * mailbox that already earned a credit (docs/product.md, Sign-up's own page).
 */
export async function confirmEntry(db: Db, entry: Entry, network: string, creditsPerNetworkPerDay: number) {
  const move = await db
    .transaction()
    .execute((trx) => confirmInTransaction(trx, entry, network, creditsPerNetworkPerDay, new Date()));
  if (move) noteLineMove(db, move.from, move.to);
}

/**
 * confirmEntry's writes inside the caller's transaction (a WhatsApp tap commits them with its reply); the
 * referrer's move in the line is answered for the caller to note once it has committed.
 */
export async function confirmInTransaction(
  trx: Db,
  entry: Entry,
  network: string,
  creditsPerNetworkPerDay: number,
  now: Date,
) {
  const confirmed = await trx
    .updateTable("surveyResponses")
    .set({ confirmedAt: now.toISOString() })
    .where("id", "=", entry.id)
    .where("confirmedAt", "is", null)
    .executeTakeFirst();
  if (Number(confirmed.numUpdatedRows) !== 1) return;
  const at = now.toISOString();
  const data = { id: entry.id, email: entry.email, confirmedAt: at };
  await queueEvents(trx, "entry.confirmed", [{ subjectId: entry.id, at, data }]);
  if (!entry.referredBy) return;
  const referrer = await trx
    .selectFrom("surveyResponses")
    .select(["id", "email"])
    .where("referralCode", "=", entry.referredBy)
    .where("id", "!=", entry.id)
    .executeTakeFirst();
  const mailbox = mailboxKey(entry.email);
  // An alias of the referrer's own mailbox (`me+1@…`, `m.e@gmail.com`) is a self-referral.
  if (!referrer || mailboxKey(referrer.email) === mailbox) return;
  const since = (ms: number) => new Date(now.getTime() - ms).toISOString();
  const [byNetwork, byReferrer, byMailbox] = await Promise.all([
    countCredits(trx, (qb) => qb.where("network", "=", network).where("createdAt", ">", since(DAY_MS))),
    countCredits(trx, (qb) => qb.where("referrerId", "=", referrer.id).where("createdAt", ">", since(WEEK_MS))),
    countCredits(trx, (qb) => qb.where("mailbox", "=", mailbox)),
  ]);
  if (byNetwork >= creditsPerNetworkPerDay || byReferrer >= REFERRAL_CREDITS_PER_WEEK || byMailbox > 0) return;
  await trx
    .insertInto("referralCredits")
    .values({ referredId: entry.id, referrerId: referrer.id, network, mailbox, createdAt: now.toISOString() })
    .execute();
  return moveForReferral(trx, referrer.id, 1);
}

type MeUpdate = Omit<z.output<ReturnType<typeof meUpdateSchema>>, "email">;

export async function updateEntry(db: Db, entry: Entry, update: MeUpdate) {
  await db
    .updateTable("surveyResponses")
    .set({
      name: update.name,
      phone: update.phone,
      company: update.company,
      tripsPerMonth: update.tripsPerMonth,
      homeCity: update.homeCity,
      preferredCities: JSON.stringify(update.preferredCities),
      ...(update.showInTopReferrers === undefined ? {} : { showInTopReferrers: update.showInTopReferrers ? 1 : 0 }),
      updatedAt: new Date().toISOString(),
    })
    .where("id", "=", entry.id)
    .execute();
}
