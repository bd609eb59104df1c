import { FEATURES, FEATURES_COPY } from "~/content/home";
import { FeatureIcon } from "./feature-icon";
import { Section } from "./section";

export function FeatureGrid() {
  return (
    <Section {...FEATURES_COPY} centered>
      <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-6">
        {FEATURES.map((feature, index) => (
          <li
            key={feature.id}
            className={`rounded-card bg-white p-6 shadow-soft ring-1 ring-ink/5 lg:col-span-2 ${
              index === 3 ? "lg:col-start-2" : ""
            }`}
          >
            <span className="grid size-12 place-items-center rounded-2xl bg-teal-light text-teal-dark">
              <FeatureIcon id={feature.id} />
            </span>
            <h3 className="mt-4 text-lg font-semibold">{feature.title}</h3>
            <p className="mt-2 text-sm text-ink-muted">{feature.text}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
