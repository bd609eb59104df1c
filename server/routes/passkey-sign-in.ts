import { generateAuthenticationOptions } from "@simplewebauthn/server";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { sessionResponseSchema } from "../../contract/auth.js";
import {
  PASSKEY_CHALLENGE_DETAIL,
  PASSKEY_UNKNOWN_DETAIL,
  passkeyOptionsSchema,
  passkeySignInSchema,
} from "../../contract/passkeys.js";
import { clientAddressKey } from "../lib/client-address.js";
import { HttpError } from "../lib/http-error.js";
import { readableWait, tooManyRequests } from "../plugins/rate-limit.js";
import { assertSameOrigin, startSession } from "../plugins/staff-guard.js";
import { withZod } from "../plugins/zod-schemas.js";
import { recordAudit } from "../services/audit/audit-log.js";
import { verifyAssertion } from "../services/second-factor/passkey-assertion.js";
import { findCredential, markPasskeyUsed } from "../services/second-factor/passkeys.js";
import { relyingParty } from "../services/second-factor/relying-party.js";
import { liveSignInChallenges, MAX_LIVE_SIGN_IN_CHALLENGES } from "../services/second-factor/webauthn-challenges.js";
import { SIGN_IN_LIMITS, SIGN_IN_WINDOW_MS } from "./auth.js";
import { issueChallengeCookie, takeChallengeCookie } from "./passkeys.js";

/** Passkey sign-ins one address may start: a person retrying a few times, never a flood of stored rows. */
export const PASSKEY_OPTIONS_LIMIT = { perAddress: 30, windowMs: 15 * 60_000 };

const sameOrigin = { onRequest: async (request: FastifyRequest) => assertSameOrigin(request) };

/**
 * Sign-in with a passkey alone (docs/decisions/302): a verified assertion from a discoverable credential
 * that checked its holder is both factors, so the session starts past its second factor.
 */
export async function passkeySignInRoutes(plain: FastifyInstance) {
  const app = withZod(plain);

  app.post(
    "/auth/passkey/options",
    { ...sameOrigin, schema: { response: { 200: passkeyOptionsSchema } } },
    async (request, reply) => {
      // Open to anyone and each call stores a row: limited per address, and in total by the live rows.
      const address = await app.hitWindows.hit(
        `passkey-options:${clientAddressKey(request.ip)}`,
        PASSKEY_OPTIONS_LIMIT.windowMs,
      );
      if (address.count > PASSKEY_OPTIONS_LIMIT.perAddress) {
        tooManyRequests(
          `Too many passkey sign-ins started. Try again in ${readableWait(address.resetAt - Date.now())}.`,
          address.resetAt,
        );
      }
      if ((await liveSignInChallenges(app.db)) >= MAX_LIVE_SIGN_IN_CHALLENGES) {
        tooManyRequests(
          "Passkey sign-in is busy. Try again in a minute, or sign in with your password.",
          Date.now() + 60_000,
        );
      }
      const { rpID } = relyingParty(request);
      // No allow-list: the browser offers this site's passkeys, and the answer names the one chosen.
      const options = await generateAuthenticationOptions({ rpID, userVerification: "required" });
      await issueChallengeCookie(reply, options.challenge, null);
      return { ...options };
    },
  );

  const signIn = { body: passkeySignInSchema, response: { 200: sessionResponseSchema } };
  app.post("/auth/passkey/sign-in", { ...sameOrigin, schema: signIn }, async (request, reply) => {
    // Failed assertions count against the address's sign-in allowance, as wrong passwords do.
    const addressKey = `sign-in-address:${clientAddressKey(request.ip)}`;
    const address = await app.hitWindows.hit(addressKey, SIGN_IN_WINDOW_MS);
    if (address.count > SIGN_IN_LIMITS.perAddress) {
      tooManyRequests(
        `Too many sign-in attempts. Try again in ${readableWait(address.resetAt - Date.now())}.`,
        address.resetAt,
      );
    }
    const challenge = await takeChallengeCookie(request, reply);
    if (!challenge || challenge.staffId !== null) throw new HttpError(400, PASSKEY_CHALLENGE_DETAIL);
    const found = await findCredential(app.db, request.body.response.id);
    if (!found) throw new HttpError(401, PASSKEY_UNKNOWN_DETAIL);
    const newCounter = await verifyAssertion(request, challenge.challenge, found.credential, request.body.response);
    const { staff } = found;
    if (newCounter === undefined) {
      await recordAudit(app.db, {
        action: "auth.sign_in_failed",
        actorId: staff.id,
        actor: staff.email,
        ip: request.ip,
        details: { factor: "passkey" },
      });
      throw new HttpError(401, "That passkey could not be verified. Please try again.");
    }
    await app.hitWindows.release(addressKey);
    await markPasskeyUsed(app.db, found.credential.id, newCounter);
    await startSession(request, reply, staff, "passkey");
    return { staff };
  });
}
