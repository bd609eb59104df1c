import { generateAuthenticationOptions } from "@simplewebauthn/server";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import {
  PASSKEY_CHALLENGE_DETAIL,
  PASSKEY_UNKNOWN_DETAIL,
  passkeyOptionsSchema,
  passkeySignInSchema,
} from "../../contract/passkeys.js";
import { HttpError } from "../lib/http-error.js";
import { signedIn } from "../plugins/staff-guard.js";
import { withZod } from "../plugins/zod-schemas.js";
import { auditRequest } from "../services/audit/audit-log.js";
import { markSecondFactorPassed } from "../services/second-factor/factors.js";
import { verifyAssertion } from "../services/second-factor/passkey-assertion.js";
import { findCredential, listCredentialIds, markPasskeyUsed } from "../services/second-factor/passkeys.js";
import { relyingParty } from "../services/second-factor/relying-party.js";
import { issueChallengeCookie, OWN_ACCOUNT, takeChallengeCookie } from "./passkeys.js";

/**
 * Fresh proof with one of the account's own passkeys, in place of a code (the admin's "Confirm it's you"
 * dialog): the session's second factor counts from now, as after `/auth/totp/verify`. Registered in the
 * staff scope, so only a signed-in session past its second factor reaches it.
 */
export async function passkeyProofRoutes(plain: FastifyInstance) {
  const app = withZod(plain);

  app.post(
    "/auth/passkeys/proof/options",
    { schema: { response: { 200: passkeyOptionsSchema } }, config: OWN_ACCOUNT },
    async (request, reply) => {
      const staffId = signedIn(request).staff.id;
      const allowCredentials = await listCredentialIds(app.db, staffId);
      if (allowCredentials.length === 0) throw new HttpError(404, "No passkey on your account.");
      const { rpID } = relyingParty(request);
      // Only this account's passkeys: the browser offers none of another account's.
      const options = await generateAuthenticationOptions({
        rpID,
        userVerification: "required",
        allowCredentials,
      });
      await issueChallengeCookie(reply, options.challenge, staffId);
      return { ...options };
    },
  );

  const proof = { body: passkeySignInSchema, response: { 204: z.null() } };
  app.post("/auth/passkeys/proof", { schema: proof, config: OWN_ACCOUNT }, async (request, reply) => {
    const { staff, sessionId } = signedIn(request);
    const staffId = staff.id;
    const challenge = await takeChallengeCookie(request, reply);
    if (!challenge || challenge.staffId !== staffId) throw new HttpError(400, PASSKEY_CHALLENGE_DETAIL);
    const found = await findCredential(app.db, request.body.response.id);
    if (!found || found.staff.id !== staffId) throw new HttpError(401, PASSKEY_UNKNOWN_DETAIL);
    const newCounter = await verifyAssertion(request, challenge.challenge, found.credential, request.body.response);
    if (newCounter === undefined) {
      await auditRequest(request, "auth.second_factor_failed", { details: { factor: "passkey" } });
      throw new HttpError(401, "That passkey could not be verified. Please try again.");
    }
    await markPasskeyUsed(app.db, found.credential.id, newCounter);
    await markSecondFactorPassed(app.db, sessionId);
    await auditRequest(request, "auth.second_factor_passed", { details: { factor: "passkey" } });
    return reply.code(204).send(null);
  });
}
