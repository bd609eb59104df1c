import type { FastifyInstance } from "fastify";
import { onboardingCode } from "../lib/onboarding-code.js";
import { insertRows, type SurveyFields, surveyRow } from "../seed/rows.js";
import { onboardingSecret } from "../services/invites/onboarding-code.js";

/** Puts one waitlist entry straight into the database and returns the stored row. */
export async function addEntry(app: FastifyInstance, fields: SurveyFields = {}) {
  const row = surveyRow(fields);
  await insertRows(app.db, "surveyResponses", [row]);
  return row;
}

/**
 * Invites an entry through the staff API, as the Extend Invite button does with staff's explicit choice
 * ticked (whatever the entry's city or confirmation); returns the invite id.
 */
export async function inviteEntry(
  app: FastifyInstance,
  headers: Record<string, string>,
  entry: { id: string; email: string; name: string },
) {
  const response = await app.inject({
    method: "POST",
    url: "/api/v1/invites",
    headers,
    payload: {
      email: entry.email,
      name: entry.name,
      source: "survey",
      surveyResponseId: entry.id,
      allowPlanned: true,
      allowUnconfirmed: true,
    },
  });
  if (response.statusCode !== 201) throw new Error(`invite failed: ${response.statusCode} ${response.body}`);
  return response.json().inviteId as string;
}

/** The code an invite's onboarding link carries, as the server derives it. */
export const inviteCode = (app: FastifyInstance, inviteId: string) =>
  onboardingCode(onboardingSecret(app.config), inviteId);

/** Signs up through an invite, as the onboarding page does; throws unless the account is created. */
export async function signUpWithInvite(app: FastifyInstance, inviteId: string, name = "Signed Up") {
  const response = await app.inject({
    method: "POST",
    url: "/api/v1/onboarding",
    payload: { invite: inviteCode(app, inviteId), name, phone: "+919812345678", acceptTerms: true },
  });
  if (response.statusCode !== 201) throw new Error(`sign-up failed: ${response.statusCode} ${response.body}`);
  return response.json() as { userId: string; email: string; name: string };
}
