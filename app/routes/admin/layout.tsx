import { useRef } from "react";
import { Link, NavLink, Outlet, useRevalidator } from "react-router";
import { adminMeta } from "~/components/admin/admin-meta";
import { ReadOnlyNote, StaffRoleContext } from "~/components/admin/staff-role";
import { useAdminWrite } from "~/components/form/use-admin-write";
import { ReauthProvider } from "~/components/second-factor/reauth";
import { ApiError } from "~/lib/api-client";
import { staffSession } from "~/lib/staff-session";
import type { Route } from "./+types/layout";

/** Every admin page needs a staff session; without one, go to sign-in and come back afterwards. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return { staff: await staffSession(request) };
}

export function meta() {
  return adminMeta("Admin");
}

const NAV = [
  { to: "/admin/dashboard", label: "Dashboard" },
  { to: "/admin/waitlist", label: "Waitlist" },
  { to: "/admin/invites", label: "Invites" },
  { to: "/admin/trending", label: "Trends" },
  { to: "/admin/hubs", label: "Hubs" },
  // Grievances, retention and (for owners) breaches: one link, the pages link each other (rights-nav.tsx).
  { to: "/admin/grievances", label: "Rights" },
  { to: "/admin/audit", label: "Audit" },
  { to: "/admin/import", label: "Import" },
];

/** Only owners manage staff and integrations: the links are theirs alone. */
const OWNER_NAV = [
  { to: "/admin/staff", label: "Staff" },
  { to: "/admin/integrations", label: "Integrations" },
];

/** The account's own pages: beside Sign out on a wide screen, at the end of the phone's menu. */
const ACCOUNT_NAV = [
  { to: "/admin/account", label: "Your account" },
  { to: "/admin/security", label: "Security" },
];

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-3 py-1.5 ${isActive ? "bg-teal-light font-semibold text-teal-dark" : "hover:bg-sand"}`;

/**
 * On a phone the six links wrapped to three rows above every page: there they fold into one native menu
 * (a <details>, so it opens before React has loaded), closed again once a page is chosen.
 */
function PhoneMenu({ nav }: { nav: typeof NAV }) {
  const menu = useRef<HTMLDetailsElement>(null);
  return (
    <details ref={menu} className="relative shrink-0 md:hidden">
      <summary className="cursor-pointer list-none whitespace-nowrap rounded-md border border-ink/20 px-3 py-1.5 text-sm font-medium hover:bg-sand [&::-webkit-details-marker]:hidden">
        Menu <span aria-hidden="true">▾</span>
      </summary>
      <nav
        aria-label="Admin"
        className="absolute left-0 z-20 mt-2 flex w-48 flex-col gap-1 rounded-card border border-ink/10 bg-white p-2 text-sm shadow-soft"
      >
        {nav.map((item) => (
          <NavLink
            key={item.to}
            to={item.to}
            className={linkClass}
            onClick={() => {
              if (menu.current) menu.current.open = false;
            }}
          >
            {item.label}
          </NavLink>
        ))}
      </nav>
    </details>
  );
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const signOut = useAdminWrite();
  const signOutError = signOut.error;
  const { staff } = loaderData;
  const nav = staff.role === "owner" ? [...NAV, ...OWNER_NAV] : NAV;

  return (
    <StaffRoleContext.Provider value={staff.role}>
      <div className="min-h-dvh bg-sand/60">
        <header className="border-b border-ink/10 bg-white">
          <div className="mx-auto flex max-w-7xl items-center gap-x-3 px-4 py-3 md:gap-x-6">
            <Link to="/admin/dashboard" className="shrink-0 font-display text-xl">
              Stashd <span className="hidden font-sans text-sm text-ink-muted sm:inline">admin</span>
            </Link>
            <nav aria-label="Admin" className="hidden gap-1 text-sm md:flex">
              {nav.map((item) => (
                <NavLink key={item.to} to={item.to} className={linkClass}>
                  {item.label}
                </NavLink>
              ))}
            </nav>
            <PhoneMenu nav={[...nav, ...ACCOUNT_NAV]} />
            <div className="ml-auto flex min-w-0 items-center gap-3 text-sm">
              {/* A phone has no room for the address (cut to "a…" it said nothing): its menu has both links. */}
              <Link
                to="/admin/account"
                className="hidden truncate text-ink-muted underline-offset-2 hover:underline md:inline"
                title={`${staff.email} (${staff.role}): your account and its sessions`}
              >
                {staff.email}
              </Link>
              <Link
                to="/admin/security"
                className="hidden shrink-0 rounded-md px-2 py-1.5 font-medium hover:bg-sand md:inline"
              >
                Security
              </Link>
              <button
                type="button"
                onClick={() => void signOut.run("logout", {})}
                disabled={signOut.pending}
                className="shrink-0 rounded-md border border-ink/20 px-3 py-1.5 font-medium hover:bg-sand"
              >
                Sign out
              </button>
            </div>
          </div>
          {signOutError && (
            <p role="alert" className="bg-danger-light px-4 py-2 text-center text-sm text-danger">
              {signOutError}
            </p>
          )}
          <ReadOnlyNote />
        </header>
        <div className="mx-auto max-w-7xl px-4 py-6">
          <ReauthProvider>
            <Outlet />
          </ReauthProvider>
        </div>
      </div>
    </StaffRoleContext.Provider>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const revalidator = useRevalidator();
  const detail = error instanceof ApiError ? error.detail : "The admin could not load.";
  return (
    <main className="mx-auto max-w-lg px-4 py-24 text-center">
      <h1 className="font-display text-2xl">Something went wrong</h1>
      <p role="alert" className="mt-3 text-ink-muted">
        {detail}
      </p>
      <button
        type="button"
        onClick={() => revalidator.revalidate()}
        className="mt-6 rounded-full bg-teal px-5 py-2 font-semibold text-white"
      >
        Retry
      </button>
    </main>
  );
}
