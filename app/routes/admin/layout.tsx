import { Link, NavLink, Outlet, useRevalidator } from "react-router";
import { adminMeta } from "~/components/admin/admin-meta";
import { useAdminWrite } from "~/components/form/use-admin-write";
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
  { to: "/admin/audit", label: "Audit" },
];

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const signOut = useAdminWrite();
  const signOutError = signOut.error;

  return (
    <div className="min-h-dvh bg-sand/60">
      <header className="border-b border-ink/10 bg-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-3">
          <Link to="/admin/dashboard" className="font-display text-xl">
            Stashd <span className="font-sans text-sm text-ink-muted">admin</span>
          </Link>
          <nav aria-label="Admin" className="flex flex-wrap gap-1 text-sm">
            {NAV.map((item) => (
              <NavLink
                key={item.to}
                to={item.to}
                className={({ isActive }) =>
                  `rounded-md px-3 py-1.5 ${isActive ? "bg-teal-light font-semibold text-teal-dark" : "hover:bg-sand"}`
                }
              >
                {item.label}
              </NavLink>
            ))}
          </nav>
          <div className="ml-auto flex items-center gap-3 text-sm">
            <span className="text-ink-muted">{loaderData.staff.email}</span>
            <button
              type="button"
              onClick={() => void signOut.run("logout", {})}
              disabled={signOut.pending}
              className="rounded-md border border-ink/20 px-3 py-1.5 font-medium hover:bg-sand"
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
      </header>
      <div className="mx-auto max-w-7xl px-4 py-6">
        <Outlet />
      </div>
    </div>
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
