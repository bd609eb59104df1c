import { LegalPage } from "~/components/site/legal-page";
import { pageMeta } from "~/components/site/page-meta";
import { PRIVACY } from "~/content/privacy";

export const meta = () => pageMeta("privacy");

export default function Privacy() {
  return <LegalPage document={PRIVACY} />;
}
