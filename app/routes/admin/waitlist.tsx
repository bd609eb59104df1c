import { useNavigate } from "react-router";
import { adminMeta } from "~/components/admin/admin-meta";
import { loadWaitlistView } from "~/components/admin/list-loaders";
import { WaitlistList } from "~/components/admin/waitlist-list";
import { useWaitlistTools } from "~/components/staff-tools/use-waitlist-tools";
import { RouteError, RouteLoading } from "~/components/ui/route-error";
import type { Route } from "./+types/waitlist";

export function meta() {
  return adminMeta("Waitlist");
}

export const clientLoader = ({ request }: Route.ClientLoaderArgs) => loadWaitlistView(request);

export default function Waitlist({ loaderData }: Route.ComponentProps) {
  const navigate = useNavigate();
  const tools = useWaitlistTools(loaderData.page);
  return (
    <main className="space-y-4">
      <h1 className="font-display text-3xl">Waitlist</h1>
      <WaitlistList
        view={loaderData}
        layout="plain"
        showTitle={false}
        onExtend={(row) => navigate(`/admin/invite-form?survey=${encodeURIComponent(row.id)}`)}
        actions={tools.actions}
        selection={tools.selection}
        rowTools={tools.rowTools}
        notice={tools.banner}
      />
    </main>
  );
}

export function HydrateFallback() {
  return <RouteLoading />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <main className="space-y-4">
      <h1 className="font-display text-3xl">Waitlist</h1>
      <RouteError error={error} />
    </main>
  );
}
