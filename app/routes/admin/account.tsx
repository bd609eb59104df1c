import { adminMeta } from "~/components/admin/admin-meta";
import { SessionsSection } from "~/components/staff/sessions-section";
import { RouteError, RouteLoading } from "~/components/ui/route-error";
import { loadApi } from "~/lib/route-data";
import { staffSession } from "~/lib/staff-session";
import { STAFF_ROLE_LABELS, sessionListSchema } from "../../../contract/staff";
import type { Route } from "./+types/account";

export function meta() {
  return adminMeta("Your account");
}

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const [staff, { sessions }] = await Promise.all([
    staffSession(request),
    loadApi(request, "/auth/sessions", sessionListSchema),
  ]);
  return { staff, sessions };
}

/** Who is signed in, with which role, and where: every device's session, each of which can be ended. */
export default function Account({ loaderData }: Route.ComponentProps) {
  const { staff, sessions } = loaderData;
  return (
    <main className="space-y-6">
      <div className="space-y-1">
        <h1 className="font-display text-3xl">Your account</h1>
        <p className="text-sm text-ink-muted">
          {staff.email} · {STAFF_ROLE_LABELS[staff.role]}
        </p>
      </div>
      <SessionsSection sessions={sessions} />
    </main>
  );
}

export function HydrateFallback() {
  return <RouteLoading what="Loading your sessions…" />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <main className="space-y-4">
      <h1 className="font-display text-3xl">Your account</h1>
      <RouteError error={error} />
    </main>
  );
}
