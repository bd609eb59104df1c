import { generateRegistrationOptions, verifyRegistrationResponse } from "@simplewebauthn/server";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import {
  PASSKEY_CHALLENGE_DETAIL,
  PASSKEY_RP_NAME,
  passkeyListSchema,
  passkeyOptionsSchema,
  passkeyRegistrationSchema,
  passkeySchema,
} from "../../contract/passkeys.js";
import { HttpError } from "../lib/http-error.js";
import { servedOverHttps } from "../lib/served-over-https.js";
import { isUniqueViolation } from "../lib/unique-violation.js";
import { signedIn } from "../plugins/staff-guard.js";
import { withZod } from "../plugins/zod-schemas.js";
import { auditRequest } from "../services/audit/audit-log.js";
import { requireFreshSecondFactor } from "../services/second-factor/fresh-proof.js";
import { addPasskey, listCredentialIds, listPasskeys, removePasskey } from "../services/second-factor/passkeys.js";
import { relyingParty } from "../services/second-factor/relying-party.js";
import { CHALLENGE_TTL_MS, issueChallenge, takeChallenge } from "../services/second-factor/webauthn-challenges.js";

/** Every role keeps its own account safe: a viewer adds, removes and proves with passkeys too. */
export const OWN_ACCOUNT = { role: "viewer" } as const;

/** The random id that finds a ceremony's challenge server-side; httpOnly, only sent to the auth routes. */
export const WEBAUTHN_COOKIE = "stashd_webauthn";
const WEBAUTHN_COOKIE_PATH = "/api/v1/auth";

/** Stores a ceremony's challenge, for `staffId` (null: a sign-in, anyone's), and sets the cookie that names it. */
export async function issueChallengeCookie(reply: FastifyReply, challenge: string, staffId: string | null) {
  const token = await issueChallenge(reply.server.db, challenge, staffId);
  reply.setCookie(WEBAUTHN_COOKIE, token, {
    path: WEBAUTHN_COOKIE_PATH,
    httpOnly: true,
    sameSite: "strict",
    secure: servedOverHttps(reply.server.config),
    maxAge: CHALLENGE_TTL_MS / 1000,
  });
}

/** The challenge the request's cookie names, spent whatever the answer turns out to be, and its cookie cleared. */
export async function takeChallengeCookie(request: FastifyRequest, reply: FastifyReply) {
  const challenge = await takeChallenge(request.server.db, request.cookies[WEBAUTHN_COOKIE]);
  reply.clearCookie(WEBAUTHN_COOKIE, { path: WEBAUTHN_COOKIE_PATH });
  return challenge;
}

/**
 * The account's passkeys (docs/decisions/302): listed by a session that has passed its second factor, added
 * and removed only with a fresh one (the last 10 minutes), as a passkey is a sign-in of its own: a stolen
 * password cannot plant one, nor can a session left open remove the owner's. Registered in the staff scope.
 */
export async function passkeyRoutes(plain: FastifyInstance) {
  const app = withZod(plain);

  app.get("/auth/passkeys", { schema: { response: { 200: passkeyListSchema } } }, async (request) => ({
    passkeys: await listPasskeys(app.db, signedIn(request).staff.id),
  }));

  const options = { response: { 200: passkeyOptionsSchema } };
  app.post("/auth/passkeys/options", { schema: options, config: OWN_ACCOUNT }, async (request, reply) => {
    const { staff } = signedIn(request);
    requireFreshSecondFactor(request);
    const { rpID } = relyingParty(request);
    const created = await generateRegistrationOptions({
      rpName: PASSKEY_RP_NAME,
      rpID,
      userName: staff.email,
      userID: new TextEncoder().encode(staff.id),
      attestationType: "none",
      // A discoverable credential that verifies its holder: it is then both factors on its own.
      authenticatorSelection: { residentKey: "required", userVerification: "required" },
      excludeCredentials: await listCredentialIds(app.db, staff.id),
    });
    await issueChallengeCookie(reply, created.challenge, staff.id);
    return { ...created };
  });

  const register = { body: passkeyRegistrationSchema, response: { 201: passkeySchema } };
  app.post("/auth/passkeys", { schema: register, config: OWN_ACCOUNT }, async (request, reply) => {
    const { staff } = signedIn(request);
    const challenge = await takeChallengeCookie(request, reply);
    if (!challenge || challenge.staffId !== staff.id) throw new HttpError(400, PASSKEY_CHALLENGE_DETAIL);
    const { origin, rpID } = relyingParty(request);
    const verification = await verifyRegistrationResponse({
      // The outline was checked by the contract; the verifier checks every signed part.
      response: request.body.response as unknown as Parameters<typeof verifyRegistrationResponse>[0]["response"],
      expectedChallenge: challenge.challenge,
      expectedOrigin: origin,
      expectedRPID: rpID,
      requireUserVerification: true,
    }).catch(() => ({ verified: false as const, registrationInfo: undefined }));
    if (!verification.verified) throw new HttpError(400, "That passkey could not be added. Please try again.");
    const label = request.body.label || `Passkey added ${new Date().toISOString().slice(0, 10)}`;
    const passkey = await addPasskey(app.db, staff.id, verification.registrationInfo.credential, label).catch(
      (error: unknown) => {
        // The credential id is the table's key: one authenticator's key belongs to one account.
        if (isUniqueViolation(error)) throw new HttpError(409, "That passkey is already registered to an account.");
        throw error;
      },
    );
    await auditRequest(request, "auth.passkey_added", { target: staff.id, details: { label } });
    return reply.code(201).send(passkey);
  });

  const remove = { params: z.object({ id: z.string().min(1).max(1024) }), response: { 204: z.null() } };
  app.delete("/auth/passkeys/:id", { schema: remove, config: OWN_ACCOUNT }, async (request, reply) => {
    const { staff } = signedIn(request);
    requireFreshSecondFactor(request);
    if (!(await removePasskey(app.db, staff.id, request.params.id))) {
      throw new HttpError(404, "No such passkey on your account.");
    }
    await auditRequest(request, "auth.passkey_removed", { target: staff.id });
    return reply.code(204).send(null);
  });
}
