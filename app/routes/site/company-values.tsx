import { ClosingCta } from "~/components/site/closing-cta";
import { pageMeta } from "~/components/site/page-meta";
import { Section } from "~/components/site/section";
import { ValuesGrid } from "~/components/site/values-grid";
import { VALUES_JOIN } from "~/content/join";
import { PAGES } from "~/content/pages";

export const meta = () => pageMeta("companyValues");

export default function CompanyValues() {
  return (
    <>
      <Section level={1} eyebrow="Company" heading="Our values" lead={PAGES.companyValues.description}>
        <ValuesGrid detailed />
      </Section>
      <ClosingCta copy={VALUES_JOIN} />
    </>
  );
}
