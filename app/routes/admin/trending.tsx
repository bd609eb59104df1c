import { adminMeta } from "~/components/admin/admin-meta";
import { TrendingPage } from "~/components/trending/trending-page";

export function meta() {
  return adminMeta("Lead Funnel Overview");
}

export default function Page() {
  return <TrendingPage />;
}
