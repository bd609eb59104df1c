import { endedSessionsSchema, type StaffAdd, type StaffRole, staffAccountSchema } from "../../contract/staff";
import { apiFetch } from "./api-client";

const id = encodeURIComponent;

/** Staff accounts (owners) and sessions (everyone's own; owners', anyone's): part of the admin's writes. */
export const STAFF_WRITES = {
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
