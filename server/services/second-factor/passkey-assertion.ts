import { verifyAuthenticationResponse, type WebAuthnCredential } from "@simplewebauthn/server";
import type { FastifyRequest } from "fastify";
import type { CredentialResponse } from "../../../contract/passkeys.js";
import { relyingParty } from "./relying-party.js";

type AssertionResponse = Parameters<typeof verifyAuthenticationResponse>[0]["response"];

/**
 * Checks a passkey's signed answer to a challenge this site issued, with its holder verified by the device:
 * the credential's new signature counter when it holds, else undefined.
 */
export async function verifyAssertion(
  request: FastifyRequest,
  expectedChallenge: string,
  credential: WebAuthnCredential,
  response: CredentialResponse,
) {
  const { origin, rpID } = relyingParty(request);
  const verification = await verifyAuthenticationResponse({
    // The outline was checked by the contract; the verifier checks every signed part.
    response: response as unknown as AssertionResponse,
    expectedChallenge,
    expectedOrigin: origin,
    expectedRPID: rpID,
    credential,
    requireUserVerification: true,
  }).catch(() => undefined);
  return verification?.verified ? verification.authenticationInfo.newCounter : undefined;
}
