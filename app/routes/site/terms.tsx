import { LegalPage } from "~/components/site/legal-page";
import { pageMeta } from "~/components/site/page-meta";
import { TERMS } from "~/content/terms";

export const meta = () => pageMeta("terms");

export default function Terms() {
  return <LegalPage document={TERMS} />;
}
