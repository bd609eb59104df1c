import { z } from "zod";
import { normaliseEmail } from "./email.js";

/**
 * Staff roles, least to most: a viewer reads everything staff read and changes nothing (an export is data
 * out, so it counts as a change); an admin does everything but manage staff; an owner manages staff.
 */
export const STAFF_ROLES = ["viewer", "admin", "owner"] as const;
export const staffRoleSchema = z.enum(STAFF_ROLES, "Choose viewer, admin or owner.");
export type StaffRole = z.infer<typeof staffRoleSchema>;

export const STAFF_ROLE_LABELS: Record<StaffRole, string> = {
  viewer: "Viewer (read only)",
  admin: "Admin",
  owner: "Owner (manages staff)",
};

/** Whether `role` may do what `needed` allows. */
export const roleAtLeast = (role: StaffRole, needed: StaffRole) =>
  STAFF_ROLES.indexOf(role) >= STAFF_ROLES.indexOf(needed);

/** The error code of a 403 for a role that may not do this. */
export const FORBIDDEN_CODE = "forbidden";

export const staffAccountSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: staffRoleSchema,
  createdAt: z.string(),
});
export type StaffAccount = z.infer<typeof staffAccountSchema>;

export const staffListSchema = z.object({ staff: z.array(staffAccountSchema) });

/** POST /staff: the owner chooses the first password and passes it on; the colleague can have it reset. */
export const staffAddSchema = z.strictObject({
  email: z.string().overwrite(normaliseEmail).pipe(z.email("Enter a valid e-mail address.")),
  role: staffRoleSchema.default("admin"),
  password: z.string().min(1, "Enter a first password.").max(1024),
});
export type StaffAdd = z.infer<typeof staffAddSchema>;

export const staffRoleChangeSchema = z.strictObject({ role: staffRoleSchema });

export const staffIdParamsSchema = z.strictObject({ id: z.string().min(1).max(64) });

/** One signed-in device of an account; `id` is the session's public id, never its cookie or hash. */
export const sessionInfoSchema = z.object({
  id: z.string(),
  current: z.boolean(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  address: z.string().nullable(),
  device: z.string(),
});
export type SessionInfo = z.infer<typeof sessionInfoSchema>;

export const sessionListSchema = z.object({ sessions: z.array(sessionInfoSchema) });
export type SessionList = z.infer<typeof sessionListSchema>;

export const sessionParamsSchema = z.strictObject({ id: z.string().min(1).max(64) });
export const staffSessionParamsSchema = z.strictObject({
  id: z.string().min(1).max(64),
  sessionId: z.string().min(1).max(64),
});

export const endedSessionsSchema = z.object({ ended: z.number().int() });

/**
 * The one owner of the accounts: the server refuses to remove or demote them (one last owner, always), so
 * the staff screen never offers either.
 */
export function isLastOwner(account: Pick<StaffAccount, "id" | "role">, accounts: Pick<StaffAccount, "role">[]) {
  return account.role === "owner" && accounts.filter((other) => other.role === "owner").length === 1;
}
