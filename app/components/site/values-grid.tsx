import { VALUES } from "~/content/company";

/** The four values; `detailed` adds the fuller paragraphs of /company/values. */
export function ValuesGrid({ detailed = false }: { detailed?: boolean }) {
  return (
    <ul className="mt-10 grid gap-6 md:grid-cols-2">
      {VALUES.map((value, index) => (
        <li key={value.title} className="rounded-card bg-white p-6 shadow-soft ring-1 ring-ink/5 md:p-8">
          <p aria-hidden="true" className="font-display text-3xl text-saffron-dark">
            {String(index + 1).padStart(2, "0")}
          </p>
          <h3 className="mt-2 text-xl font-semibold">{value.title}</h3>
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
