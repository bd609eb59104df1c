import { createContext, type ReactNode, useContext } from "react";
import { roleAtLeast, type StaffRole } from "../../../contract/staff";

/** The signed-in account's role, provided by the admin layout; viewer until known, so nothing shows a write too soon. */
export const StaffRoleContext = createContext<StaffRole>("viewer");

export const useStaffRole = () => useContext(StaffRoleContext);

/** Whether this account may change things (admins and owners); a viewer's write would only be refused. */
export const useCanWrite = () => roleAtLeast(useStaffRole(), "admin");

export const READ_ONLY_REASON = "Your account can view but not change anything. Ask an owner for the admin role.";

/** Its children for an account that may write; for a viewer, nothing (or `fallback`): never a button that fails. */
export function WriteOnly({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  return useCanWrite() ? children : fallback;
}

/** The admin's one note to a viewer, under the header: why there are no buttons to change things. */
export function ReadOnlyNote() {
  if (useCanWrite()) return null;
  return (
    <p role="note" className="bg-sand px-4 py-2 text-center text-sm text-ink">
      <strong className="font-semibold">Read only.</strong> {READ_ONLY_REASON}
    </p>
  );
}
