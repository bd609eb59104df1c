import { ComparisonPage, slugOf } from "~/components/site/comparison-page";
import { pageMeta } from "~/components/site/page-meta";
import { AUDIENCES } from "~/content/audiences";
import type { Route } from "./+types/audience";

export const meta = ({ location }: Route.MetaArgs) =>
  pageMeta(AUDIENCES[slugOf(location.pathname) as keyof typeof AUDIENCES].page);

export default function AudiencePage() {
  return <ComparisonPage pages={AUDIENCES} />;
}
