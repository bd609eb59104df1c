import { adminMeta } from "~/components/admin/admin-meta";
import { loadFunnel, TrendingPage } from "~/components/trending/trending-page";
import { RouteError, RouteLoading } from "~/components/ui/route-error";
import type { Route } from "./+types/trending";

export function meta() {
  return adminMeta("Lead Funnel Overview");
}

export const clientLoader = ({ request }: Route.ClientLoaderArgs) => loadFunnel(request);

export default function Page({ loaderData }: Route.ComponentProps) {
  return <TrendingPage data={loaderData} />;
}

export function HydrateFallback() {
  return <RouteLoading what="Loading the funnel…" />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />;
}
