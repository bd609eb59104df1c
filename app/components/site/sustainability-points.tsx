import { SUSTAINABILITY } from "~/content/company";

/** `headingLevel` keeps the outline intact: 3 under a section's h2, 2 directly under the page's h1. */
export function SustainabilityPoints({ dark = false, headingLevel }: { dark?: boolean; headingLevel: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <ul className="mt-10 grid gap-6 md:grid-cols-3">
      {SUSTAINABILITY.points.map((point) => (
        <li key={point.title} className={`rounded-card p-6 ${dark ? "bg-ink-soft" : "bg-white shadow-soft"}`}>
          <Heading className="text-lg font-semibold">{point.title}</Heading>
          <p className={`mt-2 ${dark ? "text-cream/85" : "text-ink-muted"}`}>{point.text}</p>
        </li>
      ))}
    </ul>
  );
}
