import { createHash } from "node:crypto";
import type { Selectable } from "kysely";
import type { z } from "zod";
import type { Me, meUpdateSchema } from "../../../contract/me.js";
import type { Db } from "../../db/database.js";
import type { SurveyResponsesTable } from "../../db/schema.js";
import { clientAddressKey } from "../../lib/client-address.js";
import { noteLineMove } from "./line-counts.js";
import { moveForReferral, placeInLine, topReferrers } from "./place-in-line.js";
import { hashToken } from "./tokens.js";

export type Entry = Selectable<SurveyResponsesTable>;

/** The entry a personal-page token opens; undefined for a forged, mistyped or erased one. */
export async function entryForToken(db: Db, token: string): Promise<Entry | undefined> {
  return db
    .selectFrom("personalTokens")
    .innerJoin("surveyResponses", "surveyResponses.id", "personalTokens.surveyResponseId")
    .selectAll("surveyResponses")
    .where("personalTokens.tokenHash", "=", hashToken(token))
    .executeTakeFirst();
}

export const referralLink = (publicUrl: string, code: string | null) => `${publicUrl}/?ref=${code ?? ""}`;

export async function meView(db: Db, entry: Entry, publicUrl: string): Promise<Me> {
  const [position, top] = await Promise.all([placeInLine(db, entry), topReferrers(db)]);
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
    referrals: entry.referrals,
    referralLink: referralLink(publicUrl, entry.referralCode),
    topReferrers: top,
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

/**
 * Confirms the address; the first confirmation also credits the referrer, in the same transaction (docs/
 * decisions/062). The conditional update lets exactly one of two simultaneous confirmations through, and
 * the credit's primary key (the referred entry) is a second guard: a person is credited for at most once.
 * No credit for a self-referral, an unknown code, or a network that reached its daily cap.
 */
export async function confirmEntry(db: Db, entry: Entry, network: string, creditsPerNetworkPerDay: number) {
  const now = new Date();
  const move = await db.transaction().execute(async (trx) => {
    const confirmed = await trx
      .updateTable("surveyResponses")
      .set({ confirmedAt: now.toISOString() })
      .where("id", "=", entry.id)
      .where("confirmedAt", "is", null)
      .executeTakeFirst();
    if (Number(confirmed.numUpdatedRows) !== 1 || !entry.referredBy) return;
    const referrer = await trx
      .selectFrom("surveyResponses")
      .select("id")
      .where("referralCode", "=", entry.referredBy)
      .where("id", "!=", entry.id)
      .executeTakeFirst();
    if (!referrer) return;
    const { n } = await trx
      .selectFrom("referralCredits")
      .select((eb) => eb.fn.countAll<number | string>().as("n"))
      .where("network", "=", network)
      .where("createdAt", ">", new Date(now.getTime() - DAY_MS).toISOString())
      .executeTakeFirstOrThrow();
    if (Number(n) >= creditsPerNetworkPerDay) return;
    await trx
      .insertInto("referralCredits")
      .values({ referredId: entry.id, referrerId: referrer.id, network, createdAt: now.toISOString() })
      .execute();
    return moveForReferral(trx, referrer.id, 1);
  });
  if (move) noteLineMove(db, move.from, move.to);
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
      updatedAt: new Date().toISOString(),
    })
    .where("id", "=", entry.id)
    .execute();
}
