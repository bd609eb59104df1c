import type { FastifyInstance } from "fastify";
import { randomId } from "../lib/ids.js";
import { newEntryKeys } from "../services/waitlist/store.js";

/** Inserts a waitlist entry directly (the public sign-up API belongs to the waitlist module). */
export async function insertSurveyResponse(
  app: FastifyInstance,
  overrides: { name?: string; email?: string; createdAt?: string; preferredCities?: string[] } = {},
) {
  const now = overrides.createdAt ?? new Date().toISOString();
  const row = {
    id: randomId(),
    name: overrides.name ?? "Asha Rao",
    email: overrides.email ?? `${randomId(6).toLowerCase()}@example.in`,
    phone: "+919876543210",
    company: "Rao Consulting",
    tripsPerMonth: "2-3",
    homeCity: "Bangalore",
    preferredCities: JSON.stringify(overrides.preferredCities ?? ["Mumbai", "Delhi NCR"]),
    consentAt: now,
    utmSource: null,
    utmMedium: null,
    utmCampaign: null,
    referrer: null,
    createdAt: now,
    updatedAt: now,
    ...newEntryKeys(now),
  };
  await app.db.insertInto("surveyResponses").values(row).execute();
  return row;
}
