import { type PasswordChange, recoveryCodesSchema } from "../../contract/auth";
import { type SecondFactorCode, totpSetupResponseSchema } from "../../contract/second-factor";
import { endedSessionsSchema, type StaffAdd, type StaffRole, staffAccountSchema } from "../../contract/staff";
import { apiFetch } from "./api-client";

const id = encodeURIComponent;

/**
 * Staff accounts (owners), sessions (everyone's own; owners', anyone's) and the Security page's own-account
 * writes: part of the admin's writes.
 */
export const STAFF_WRITES = {
  changePassword: async (body: PasswordChange) => {
    await apiFetch("/auth/password", { body });
    return null;
  },
  newRecoveryCodes: (_: Record<string, never>) =>
    apiFetch("/auth/recovery-codes", { method: "POST", schema: recoveryCodesSchema }),
  totpReplace: (_: Record<string, never>) =>
    apiFetch("/auth/totp/replace", { method: "POST", schema: totpSetupResponseSchema }),
  totpReplaceConfirm: async (body: SecondFactorCode) => {
    await apiFetch("/auth/totp/replace/confirm", { body });
    return null;
  },
  addStaff: (body: StaffAdd) => apiFetch("/staff", { body, schema: staffAccountSchema }),
  changeStaffRole: ({ staffId, role }: { staffId: string; role: StaffRole }) =>
    apiFetch(`/staff/${id(staffId)}`, { method: "PATCH", body: { role }, schema: staffAccountSchema }),
  removeStaff: async ({ staffId }: { staffId: string }) => {
    await apiFetch(`/staff/${id(staffId)}`, { method: "DELETE" });
    return null;
  },
  resetSecondFactor: async ({ staffId }: { staffId: string }) => {
    await apiFetch(`/staff/${id(staffId)}/second-factor/reset`, { method: "POST" });
    return null;
  },
  endSession: async ({ sessionId }: { sessionId: string }) => {
    await apiFetch(`/auth/sessions/${id(sessionId)}`, { method: "DELETE" });
    return null;
  },
  endAccountSession: async ({ staffId, sessionId }: { staffId: string; sessionId: string }) => {
    await apiFetch(`/staff/${id(staffId)}/sessions/${id(sessionId)}`, { method: "DELETE" });
    return null;
  },
  endOtherSessions: (_: Record<string, never>) =>
    apiFetch("/auth/sessions/end-others", { method: "POST", schema: endedSessionsSchema }),
  endAccountSessions: ({ staffId }: { staffId: string }) =>
    apiFetch(`/staff/${id(staffId)}/sessions/end-all`, { method: "POST", schema: endedSessionsSchema }),
};
