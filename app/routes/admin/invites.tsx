import { useSearchParams } from "react-router";
import { adminMeta } from "~/components/admin/admin-meta";
import { InvitesList } from "~/components/admin/invites-list";
import { loadInvitesView } from "~/components/admin/list-loaders";
import { WriteOnly } from "~/components/admin/staff-role";
import { ExportLink } from "~/components/staff-tools/export-link";
import { RouteError, RouteLoading } from "~/components/ui/route-error";
import type { Route } from "./+types/invites";

export function meta() {
  return adminMeta("Invites");
}

export const clientLoader = ({ request }: Route.ClientLoaderArgs) => loadInvitesView(request);

export default function Invites({ loaderData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  return (
    <main className="space-y-4">
      <h1 className="font-display text-3xl">Invites</h1>
      <InvitesList
        view={loaderData}
        showTitle={false}
        actions={
          <WriteOnly>
            <ExportLink list="invites" params={params} />
          </WriteOnly>
        }
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
      <h1 className="font-display text-3xl">Invites</h1>
      <RouteError error={error} />
    </main>
  );
}
