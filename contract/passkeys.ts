import { z } from "zod";

/** The relying party's name, as the browser's passkey dialog shows it. */
export const PASSKEY_RP_NAME = "Stashd";

/**
 * The browser's answer to a WebAuthn ceremony (`@simplewebauthn/browser`'s JSON). Only its outline is
 * checked here: the verifier checks the signed parts.
 */
const credentialResponseSchema = z.looseObject({
  id: z.string().min(1).max(1024),
  rawId: z.string().min(1).max(1024),
  type: z.literal("public-key"),
  response: z.looseObject({ clientDataJSON: z.string().max(8192) }),
  clientExtensionResults: z.looseObject({}),
});

export const passkeyLabelSchema = z.string().trim().max(60, "Keep the name under 60 characters.");

export const passkeyRegistrationSchema = z.strictObject({
  response: credentialResponseSchema,
  label: passkeyLabelSchema.optional(),
});
export type PasskeyRegistration = z.input<typeof passkeyRegistrationSchema>;

export const passkeySignInSchema = z.strictObject({ response: credentialResponseSchema });
/** A passkey's answer as the browser sends it (sign-in, or fresh proof for a signed-in account). */
export type CredentialResponse = z.infer<typeof credentialResponseSchema>;

/** The options `startRegistration` / `startAuthentication` take, as the server made them. */
export const passkeyOptionsSchema = z.looseObject({ challenge: z.string() });

export const passkeySchema = z.object({
  id: z.string(),
  label: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type Passkey = z.infer<typeof passkeySchema>;
export const passkeyListSchema = z.object({ passkeys: z.array(passkeySchema) });

export const PASSKEY_UNKNOWN_DETAIL = "That passkey is not registered here. Sign in with your password instead.";
export const PASSKEY_CHALLENGE_DETAIL = "That passkey request has expired or was already used. Please try again.";
