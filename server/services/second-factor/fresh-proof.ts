import type { FastifyRequest } from "fastify";
import { FRESH_PROOF_MINUTES, REAUTH_REQUIRED } from "../../../contract/second-factor.js";
import { HttpError } from "../../lib/http-error.js";

export const FRESH_PROOF_MS = FRESH_PROOF_MINUTES * 60_000;
export const REAUTH_DETAIL = `Enter a code from your authenticator app to confirm: this action needs a second factor from the last ${FRESH_PROOF_MINUTES} minutes.`;

/**
 * For the dangerous actions (export, bulk invites and waves of more than 100, erasure, staff changes): the
 * session must have passed a second factor in the last 10 minutes, else 403 `reauth_required`, and the
 * admin asks for a code and sends the same request again. With STAFF_SECOND_FACTOR=optional (a laptop)
 * a session that never passed one is let through, as the staff guard lets it.
 */
export function requireFreshSecondFactor(request: FastifyRequest, now = Date.now()) {
  // An API key has no second factor to refresh: what it may do at all is its scope (api-keys/api-key-routes.ts).
  if (request.apiKey) return;
  const at = request.staffSession?.secondFactorAt;
  if (!at && request.server.config.staffSecondFactor === "optional") return;
  if (at && now - Date.parse(at) <= FRESH_PROOF_MS) return;
  throw new HttpError(403, REAUTH_DETAIL, [], {}, { code: REAUTH_REQUIRED });
}
