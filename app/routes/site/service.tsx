import { ComparisonPage, slugOf } from "~/components/site/comparison-page";
import { pageMeta } from "~/components/site/page-meta";
import { SERVICES } from "~/content/services";
import type { Route } from "./+types/service";

export const meta = ({ location }: Route.MetaArgs) =>
  pageMeta(SERVICES[slugOf(location.pathname) as keyof typeof SERVICES].page);

export default function ServicePage() {
  return <ComparisonPage pages={SERVICES} />;
}
