import { NavLink } from "react-router";
import { useStaffRole } from "~/components/admin/staff-role";

const LINK = "rounded-full border px-3 py-1 text-sm";
const linkClass = ({ isActive }: { isActive: boolean }) =>
  `${LINK} ${isActive ? "border-teal bg-teal-light font-semibold text-teal-dark" : "border-ink/20 bg-white hover:bg-sand"}`;

/** The rights desk's pages, one admin link between them: grievances, retention and, for owners, breaches. */
export function RightsNav() {
  const owner = useStaffRole() === "owner";
  return (
    <nav aria-label="Rights desk" className="flex flex-wrap gap-2">
      <NavLink to="/admin/grievances" className={linkClass}>
        Grievances
      </NavLink>
      <NavLink to="/admin/retention" className={linkClass}>
        Retention
      </NavLink>
      {owner && (
        <NavLink to="/admin/breaches" className={linkClass}>
          Breaches
        </NavLink>
      )}
    </nav>
  );
}
