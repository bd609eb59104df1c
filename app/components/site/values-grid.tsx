import { VALUES } from "~/content/company";

/**
 * The four values; `detailed` adds the fuller paragraphs of /company/values, where the grid sits right
 * under the page's h1 (so its headings are h2; under a section's h2 they are h3).
 */
export function ValuesGrid({ detailed = false }: { detailed?: boolean }) {
  const Heading = detailed ? "h2" : "h3";
  return (
    <ul className="mt-10 grid gap-6 md:grid-cols-2">
      {VALUES.map((value, index) => (
        <li key={value.title} className="rounded-card bg-white p-6 shadow-soft ring-1 ring-ink/5 md:p-8">
          <p aria-hidden="true" className="font-display text-3xl text-saffron-dark">
            {String(index + 1).padStart(2, "0")}
          </p>
          <Heading className="mt-2 text-xl font-semibold">{value.title}</Heading>
          <p className="mt-2 text-ink-muted">{value.summary}</p>
          {detailed &&
            value.detail.map((paragraph) => (
              <p key={paragraph} className="mt-3">
                {paragraph}
              </p>
            ))}
        </li>
      ))}
    </ul>
  );
}
