import { SUSTAINABILITY } from "~/content/company";

export function SustainabilityPoints({ dark = false }: { dark?: boolean }) {
  return (
    <ul className="mt-10 grid gap-6 md:grid-cols-3">
      {SUSTAINABILITY.points.map((point) => (
        <li key={point.title} className={`rounded-card p-6 ${dark ? "bg-ink-soft" : "bg-white shadow-soft"}`}>
          <h3 className="text-lg font-semibold">{point.title}</h3>
          <p className={`mt-2 ${dark ? "text-cream/85" : "text-ink-muted"}`}>{point.text}</p>
        </li>
      ))}
    </ul>
  );
}
