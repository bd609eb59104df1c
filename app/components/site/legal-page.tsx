import type { LegalDocument } from "~/content/legal";
import { Section } from "./section";

/** The privacy notice and the pilot terms: a heading, the date, then sections of paragraphs and lists. */
export function LegalPage({ document }: { document: LegalDocument }) {
  return (
    <Section level={1} heading={document.heading} lead={document.lead}>
      <p className="mt-4 text-sm text-ink-muted">{document.updated}</p>
      <div className="mt-10 max-w-3xl space-y-10">
        {document.sections.map((section) => (
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
