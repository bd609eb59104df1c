import { Link } from "react-router";
import { CARD_WIDEN_MS, type ComparisonCard } from "~/content/comparison";
import { ArrowRightIcon, CheckIcon, MinusIcon } from "./icons";

/**
 * Two cards side by side; the hovered or focused one widens (flex-grow over 500 ms), and with neither,
 * the first. CSS alone does it (app.css: comparison-cards), so it works the moment the page is shown.
 */
export function ComparisonCards({ cards }: { cards: [ComparisonCard, ComparisonCard] }) {
  return (
    <div className="comparison-cards mt-12 flex flex-col gap-6 md:flex-row">
      {cards.map((card) => (
        <Card key={card.id} card={card} />
      ))}
    </div>
  );
}

function Card({ card }: { card: ComparisonCard }) {
  const positive = card.tone === "positive";
  return (
    <section
      aria-label={card.title}
      data-testid={`card-${card.id}`}
      style={{ transitionDuration: `${CARD_WIDEN_MS}ms` }}
      className={`min-w-0 rounded-card p-6 shadow-soft ring-1 ring-ink/5 transition-[flex-grow,box-shadow] ease-out md:basis-0 md:p-8 ${
        positive ? "bg-white" : "bg-sand"
      }`}
    >
      <h2 className="font-display text-2xl md:text-3xl">{card.title}</h2>
      <p className="mt-2 text-ink-muted">{card.intro}</p>
      <ul className="mt-6 space-y-3">
        {card.points.map((point) => (
          <li key={point} className="flex gap-3">
            <span className={`mt-0.5 shrink-0 ${positive ? "text-teal-dark" : "text-ink-muted"}`}>
              {positive ? <CheckIcon /> : <MinusIcon />}
            </span>
            <span>{point}</span>
          </li>
        ))}
      </ul>
      <Link
        to={card.cta.to}
        className="mt-8 inline-flex items-center gap-1.5 font-semibold text-teal-dark underline-offset-4 hover:underline"
      >
        {card.cta.label}
        <ArrowRightIcon />
      </Link>
    </section>
  );
}
