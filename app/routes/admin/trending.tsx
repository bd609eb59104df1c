import { TrendingPage } from "~/components/trending/trending-page";

export function meta() {
  return [{ title: "Lead Funnel Overview | Stashd admin" }, { name: "robots", content: "noindex" }];
}

export default function Page() {
  return <TrendingPage />;
}
