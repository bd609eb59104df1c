import { pageMeta } from "~/components/site/page-meta";
import { Section } from "~/components/site/section";
import { PRIVACY } from "~/content/privacy";

export const meta = () => pageMeta("privacy");

export default function Privacy() {
  return (
    <Section level={1} heading={PRIVACY.heading} lead={PRIVACY.lead}>
      <p className="mt-4 text-sm text-ink-muted">{PRIVACY.updated}</p>
      <div className="mt-10 max-w-3xl space-y-10">
        {PRIVACY.sections.map((section) => (
          <section key={section.heading}>
            <h2 className="font-display text-2xl">{section.heading}</h2>
            {section.items && (
              <ul className="mt-4 list-disc space-y-2 pl-5">
                {section.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            )}
            {section.paragraphs?.map((paragraph) => (
              <p key={paragraph} className="mt-4">
                {paragraph}
              </p>
            ))}
          </section>
        ))}
      </div>
    </Section>
  );
}
