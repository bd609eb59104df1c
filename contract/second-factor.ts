import { z } from "zod";

/** A 6-digit TOTP code (spaces allowed, as apps show "123 456") or a recovery code (xxxxx-xxxxx). */
export const secondFactorCodeSchema = z.strictObject({
  code: z
    .string()
    .trim()
    .min(1, "Enter the code.")
    .max(32, "That code is too long.")
    .transform((code) => (/^[\d\s]+$/.test(code) ? code.replace(/\s/g, "") : code)),
});
export type SecondFactorCode = z.input<typeof secondFactorCodeSchema>;

export const totpSetupResponseSchema = z.object({ secret: z.string(), otpauthUrl: z.string() });
export type TotpSetup = z.infer<typeof totpSetupResponseSchema>;

export const totpEnableResponseSchema = z.object({ recoveryCodes: z.array(z.string()) });

/**
 * Where a signed-in session stands: `passed` (it may use the admin), `verify` (enter a code), `enrol`
 * (set up an authenticator app first). GET /auth/session answers it beside the staff member.
 */
export const SECOND_FACTOR_STATES = ["passed", "verify", "enrol"] as const;
export type SecondFactorState = (typeof SECOND_FACTOR_STATES)[number];

/** The error codes a client acts on: go to the second-factor step, or ask for a fresh code and retry. */
export const SECOND_FACTOR_REQUIRED = "second_factor_required";
export const REAUTH_REQUIRED = "reauth_required";

/** Minutes a passed second factor counts as fresh proof for a dangerous action. */
export const FRESH_PROOF_MINUTES = 10;
/** A bulk invite or a wave to more people than this needs fresh proof too. */
export const FRESH_PROOF_ABOVE_PEOPLE = 100;
