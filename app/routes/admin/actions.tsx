import { Navigate } from "react-router";
import { performWrite } from "~/lib/admin-writes";
import type { Route } from "./+types/actions";

/**
 * Every admin write, posted here by useAdminWrite (a fetcher) as JSON `{ intent, body }` (decision 210).
 * Outside the admin layout so that sign-in, which has no session yet, posts here too.
 */
export async function clientAction({ request }: Route.ClientActionArgs) {
  const { intent, body } = (await request.json()) as { intent: string; body: unknown };
  return performWrite(intent, body);
}

/** Nothing to show at this address: someone who types it lands on the dashboard. */
export default function AdminActions() {
  return <Navigate to="/admin/dashboard" replace />;
}
