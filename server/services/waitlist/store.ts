import { sql } from "kysely";
import type { SurveyResponse } from "../../../contract/waitlist.js";
import type { Db } from "../../db/database.js";
import { randomId } from "../../lib/ids.js";
import { createGroupCommit } from "./group-commit.js";

export type SignUp = Omit<SurveyResponse, "website"> & { at: string };

/**
 * Writes a batch of sign-ups in one transaction. One entry per e-mail: the unique index on the
 * normalised address decides, so concurrent requests cannot create twins; a repeat updates the answers
 * and consent time but keeps the first timestamp and the first-touch attribution (UTM, referrer).
 */
export async function writeSignUps(db: Db, signUps: SignUp[]): Promise<string[]> {
  return db.transaction().execute(async (trx) => {
    const ids: string[] = [];
    for (const s of signUps) {
      const row = await trx
        .insertInto("surveyResponses")
        .values({
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
          createdAt: s.at,
          updatedAt: s.at,
        })
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
        .returning("id")
        .executeTakeFirstOrThrow();
      ids.push(row.id);
    }
    return ids;
  });
}

function firstTouch(column: string) {
  return sql<string | null>`coalesce(${sql.ref(`survey_responses.${column}`)}, ${sql.ref(`excluded.${column}`)})`;
}

/** The waitlist's one writer: concurrent sign-ups share a transaction (group commit). */
export function createSignUpWriter(db: Db) {
  return createGroupCommit<SignUp, string>((batch) => writeSignUps(db, batch));
}
