import { sql } from "kysely";
import type { SurveyResponse } from "../../../contract/waitlist.js";
import type { Db } from "../../db/database.js";
import { randomId } from "../../lib/ids.js";
import { createGroupCommit } from "./group-commit.js";

export type SignUp = Omit<SurveyResponse, "website"> & { at: string };

const ATTRIBUTION = ["utmSource", "utmMedium", "utmCampaign", "referrer"] as const;

/**
 * Folds sign-ups for the same address within one batch into one row, as if they had been written in
 * turn: the newest answers win, the first timestamp and the first-touch attribution stay. (One INSERT
 * may not touch a row twice on PostgreSQL.)
 */
function foldByEmail(signUps: SignUp[]) {
  const byEmail = new Map<string, SignUp & { firstAt: string }>();
  for (const s of signUps) {
    const earlier = byEmail.get(s.email);
    const merged = { ...s, firstAt: earlier?.firstAt ?? s.at };
    for (const key of ATTRIBUTION) merged[key] = earlier?.[key] ?? s[key] ?? null;
    byEmail.set(s.email, merged);
  }
  return [...byEmail.values()];
}

/**
 * Writes a batch of sign-ups with one multi-row upsert (one statement, one commit). One entry per
 * e-mail: the unique index on the normalised address decides, so concurrent requests cannot create
 * twins; a repeat updates the answers and consent time but keeps the first timestamp and the first-touch
 * attribution. Returns each sign-up's row id, in order.
 */
export async function writeSignUps(db: Db, signUps: SignUp[]): Promise<string[]> {
  const rows = foldByEmail(signUps).map((s) => ({
    id: randomId(),
    name: s.name,
    email: s.email,
    phone: s.phone,
    company: s.company,
    tripsPerMonth: s.tripsPerMonth,
    homeCity: s.homeCity,
    preferredCities: JSON.stringify(s.preferredCities),
    consentAt: s.at,
    utmSource: s.utmSource ?? null,
    utmMedium: s.utmMedium ?? null,
    utmCampaign: s.utmCampaign ?? null,
    referrer: s.referrer ?? null,
    createdAt: s.firstAt,
    updatedAt: s.at,
  }));
  const written = await db
    .insertInto("surveyResponses")
    .values(rows)
    .onConflict((oc) =>
      oc.column("email").doUpdateSet((eb) => ({
        name: eb.ref("excluded.name"),
        phone: eb.ref("excluded.phone"),
        company: eb.ref("excluded.company"),
        tripsPerMonth: eb.ref("excluded.tripsPerMonth"),
        homeCity: eb.ref("excluded.homeCity"),
        preferredCities: eb.ref("excluded.preferredCities"),
        consentAt: eb.ref("excluded.consentAt"),
        utmSource: firstTouch("utm_source"),
        utmMedium: firstTouch("utm_medium"),
        utmCampaign: firstTouch("utm_campaign"),
        referrer: firstTouch("referrer"),
        updatedAt: eb.ref("excluded.updatedAt"),
      })),
    )
    .returning(["id", "email"])
    .execute();
  const idByEmail = new Map(written.map((row) => [row.email, row.id]));
  return signUps.map((s) => idByEmail.get(s.email) as string);
}

function firstTouch(column: string) {
  return sql<string | null>`coalesce(${sql.ref(`survey_responses.${column}`)}, ${sql.ref(`excluded.${column}`)})`;
}

/** The waitlist's one writer: concurrent sign-ups share a transaction (group commit). */
export function createSignUpWriter(db: Db) {
  return createGroupCommit<SignUp, string>((batch) => writeSignUps(db, batch));
}
