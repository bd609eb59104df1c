import { ClosingCta } from "~/components/site/closing-cta";
import { pageMeta } from "~/components/site/page-meta";
import { Section } from "~/components/site/section";
import { TextLink } from "~/components/site/text-link";
import { COMPANY_LINKS, STORY } from "~/content/company";
import { ABOUT_JOIN } from "~/content/join";

export const meta = () => pageMeta("companyAbout");

export default function CompanyAbout() {
  return (
    <>
      <Section
        level={1}
        eyebrow={STORY.eyebrow}
        heading={STORY.heading}
        illustration="/illustrations/skyline-arrival.svg"
        illustrationBeside="all"
      >
        <div className="mt-6 max-w-2xl space-y-4 text-lg text-pretty">
          {STORY.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </Section>
      <Section tone="sand" heading={STORY.howItWorks.heading}>
        <ol className="mt-8 grid gap-6 md:grid-cols-4">
          {STORY.howItWorks.steps.map((step, index) => (
            <li key={step} className="rounded-card bg-white p-6 shadow-soft">
              <p aria-hidden="true" className="font-display text-3xl text-teal-dark">
                {index + 1}
              </p>
              <p className="mt-2">{step}</p>
            </li>
          ))}
        </ol>
        <TextLink link={COMPANY_LINKS.values} />
      </Section>
      <ClosingCta copy={ABOUT_JOIN} />
    </>
  );
}
