import { z } from "zod";
import { normaliseEmail } from "./email.js";

/** Every staff action the audit log records, and the public's own erasures (docs/decisions/055-audit-log.md). */
export const AUDIT_ACTIONS = [
  "auth.sign_in",
  "auth.sign_in_failed",
  "auth.sign_out",
  "auth.second_factor_enrolled",
  "auth.second_factor_passed",
  "auth.second_factor_failed",
  "auth.recovery_code_used",
  "auth.recovery_codes_renewed",
  "auth.second_factor_replaced",
  "auth.password_changed",
  "auth.second_factor_reset",
  "auth.passkey_added",
  "auth.passkey_removed",
  "invite.created",
  "invite.resent",
  "invite.revoked",
  "invite.bulk",
  "job.cancelled",
  "export.waitlist",
  "export.invites",
  "waitlist.erased",
  "waitlist.left",
  "waitlist.unconfirmed_purged",
  "staff.added",
  "staff.removed",
  "staff.password_reset",
  "staff.role_changed",
  "session.ended",
  "hub.updated",
  "hub.wave_sent",
  "hub.backfill",
  "webhook.added",
  "webhook.removed",
  "webhook.resent",
  "api_key.created",
  "api_key.revoked",
  "api_key.used",
  "import.started",
  "import.confirm_asked",
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  "auth.sign_in": "Signed in",
  "auth.sign_in_failed": "Failed sign-in",
  "auth.sign_out": "Signed out",
  "auth.second_factor_enrolled": "Authenticator app set up",
  "auth.second_factor_passed": "Second factor passed",
  "auth.second_factor_failed": "Wrong second-factor code",
  "auth.recovery_code_used": "Recovery code used",
  "auth.recovery_codes_renewed": "New recovery codes",
  "auth.second_factor_replaced": "Authenticator app replaced",
  "auth.password_changed": "Password changed",
  "auth.second_factor_reset": "Second factors reset",
  "auth.passkey_added": "Passkey added",
  "auth.passkey_removed": "Passkey removed",
  "invite.created": "Invite created",
  "invite.resent": "Invite re-sent",
  "invite.revoked": "Invite revoked",
  "invite.bulk": "Bulk invite",
  "job.cancelled": "Bulk invite cancelled",
  "export.waitlist": "Waitlist exported",
  "export.invites": "Invites exported",
  "waitlist.erased": "Waitlist entry erased",
  "waitlist.left": "Left the waitlist (by the person)",
  "waitlist.unconfirmed_purged": "Unconfirmed entries erased",
  "staff.added": "Staff account added",
  "staff.removed": "Staff account removed",
  "staff.password_reset": "Staff password reset",
  "staff.role_changed": "Staff role changed",
  "session.ended": "Session ended",
  "hub.updated": "Hub changed",
  "hub.wave_sent": "Wave of invites sent",
  "hub.backfill": "Freed hub place refilled (automatic)",
  "webhook.added": "Webhook endpoint added",
  "webhook.removed": "Webhook endpoint removed",
  "webhook.resent": "Webhook event sent again",
  "api_key.created": "API key created",
  "api_key.revoked": "API key revoked",
  "api_key.used": "API key used",
  "import.started": "Import started",
  "import.confirm_asked": "Imported people asked to confirm",
};

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Use a date like 2026-11-22.");
const blankAsUndefined = (value: unknown) => (value === "" ? undefined : value);

/** GET /audit: newest first, keyset paged; `from`/`to` are India days, both included. */
export const auditQuerySchema = z.strictObject({
  limit: z.coerce.number().int().min(1).max(200).default(50),
  cursor: z.preprocess(blankAsUndefined, z.string().max(200).optional()),
  action: z.preprocess(blankAsUndefined, z.enum(AUDIT_ACTIONS, "Choose an action from the list.").optional()),
  actor: z.preprocess(blankAsUndefined, z.string().overwrite(normaliseEmail).max(254).optional()),
  from: z.preprocess(blankAsUndefined, isoDay.optional()),
  to: z.preprocess(blankAsUndefined, isoDay.optional()),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

export const auditEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  actor: z.string(),
  ip: z.string().nullable(),
  target: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditPageSchema = z.object({
  items: z.array(auditEntrySchema),
  nextCursor: z.string().nullable(),
  prevCursor: z.string().nullable(),
});
export type AuditPage = z.infer<typeof auditPageSchema>;
