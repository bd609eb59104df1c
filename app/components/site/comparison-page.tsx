import { useLocation } from "react-router";
import type { ComparisonPage as ComparisonPageContent } from "~/content/comparison";
import { ClosingCta } from "./closing-cta";
import { ComparisonCards } from "./comparison-cards";
import { Section } from "./section";

/** The last path segment picks the page's content: /services/wardrobe -> pages.wardrobe. */
export function slugOf(pathname: string): string {
  return pathname.replace(/\/+$/, "").split("/").pop() ?? "";
}

/** A service or audience page: hero, then the two widening cards, then the way to join. */
export function ComparisonPage({ pages }: { pages: Record<string, ComparisonPageContent> }) {
  const { pathname } = useLocation();
  const content = pages[slugOf(pathname)];
  if (!content) throw new Response("Not found", { status: 404 });
  return (
    <>
      <Section
        level={1}
        eyebrow={content.eyebrow}
        heading={content.heading}
        lead={content.lead}
        illustration={content.illustration}
      >
        <ComparisonCards cards={content.cards} />
      </Section>
      <ClosingCta copy={content.join} />
    </>
  );
}
