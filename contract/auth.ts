import { z } from "zod";
import { normaliseEmail } from "./email.js";
import { SECOND_FACTOR_STATES } from "./second-factor.js";
import { staffRoleSchema } from "./staff.js";

export const loginRequestSchema = z.strictObject({
  email: z.string().overwrite(normaliseEmail).pipe(z.email("Enter a valid e-mail address.")),
  password: z.string().min(1, "Enter your password.").max(1024),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const staffMemberSchema = z.object({ id: z.string(), email: z.string(), role: staffRoleSchema });
export type StaffMember = z.infer<typeof staffMemberSchema>;

export const sessionResponseSchema = z.object({ staff: staffMemberSchema });

/** GET /auth/session: who is signed in, or null; always 200, so a signed-out page load logs no error. */
export const sessionStateSchema = z.object({
  staff: staffMemberSchema.nullable(),
  /** Null when signed out. */
  secondFactor: z.enum(SECOND_FACTOR_STATES).nullable(),
  /** Until when the session's second factor counts as fresh proof for a dangerous action; null: not now. */
  freshUntil: z.string().nullable(),
});
export type SessionState = z.infer<typeof sessionStateSchema>;

export const LOGIN_FAILED_DETAIL = "Email or password is incorrect";

/** POST /auth/password: the signed-in account's own password, changed with the current one. */
export const passwordChangeSchema = z.strictObject({
  currentPassword: z.string().min(1, "Enter your current password.").max(1024),
  newPassword: z.string().min(1, "Enter a new password.").max(1024),
});
export type PasswordChange = z.infer<typeof passwordChangeSchema>;

export const WRONG_PASSWORD_DETAIL = "That is not your current password.";

/** POST /auth/recovery-codes: ten new codes; the old ones stop working at once. */
export const recoveryCodesSchema = z.object({ codes: z.array(z.string()) });
