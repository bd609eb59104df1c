import { FaqList } from "~/components/site/faq-list";
import { pageMeta } from "~/components/site/page-meta";
import { Section } from "~/components/site/section";
import { FAQ_COPY, FAQ_ITEMS } from "~/content/faq";
import { CONTACT_EMAIL } from "~/content/site";

export const meta = () => [
  ...pageMeta("faq"),
  {
    "script:ld+json": {
      "@context": "https://schema.org",
      "@type": "FAQPage",
      mainEntity: FAQ_ITEMS.map((item) => ({
        "@type": "Question",
        name: item.question,
        acceptedAnswer: { "@type": "Answer", text: item.answer },
      })),
    },
  },
];

export default function Faq() {
  return (
    <Section level={1} heading={FAQ_COPY.heading} lead={FAQ_COPY.lead}>
      <p className="mt-6 text-ink-muted">
        {FAQ_COPY.notFound} {FAQ_COPY.notFoundAction}{" "}
        <a href={`mailto:${CONTACT_EMAIL}`} className="font-semibold text-teal-dark underline underline-offset-4">
          {CONTACT_EMAIL}
        </a>
        .
      </p>
      <div className="max-w-3xl">
        <FaqList />
      </div>
    </Section>
  );
}
