import { ME_COPY } from "~/content/me";
import type { Me } from "../../../contract/me";

/** Social proof: the people who brought the most friends (first name and initial only). */
export function TopReferrers({ people }: { people: Me["topReferrers"] }) {
  if (people.length === 0) return null;
  return (
    <section aria-labelledby="top-referrers" className="rounded-card bg-white p-6 shadow-soft">
      <h2 id="top-referrers" className="font-display text-2xl">
        {ME_COPY.topTitle}
      </h2>
      <ol className="mt-3 space-y-1">
        {people.map((person, i) => (
          // Names repeat ("Asha R." twice); the rank keeps keys unique.
          // biome-ignore lint/suspicious/noArrayIndexKey: the list is fixed for the render.
          <li key={i} className="flex justify-between">
            <span>{person.name}</span>
            <span className="text-ink-muted">
              {person.referrals} {person.referrals === 1 ? "friend" : "friends"}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
