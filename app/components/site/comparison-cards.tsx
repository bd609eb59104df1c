import { useState } from "react";
import { Link } from "react-router";
import { CARD_WIDEN_MS, type ComparisonCard } from "~/content/comparison";
import { ArrowRightIcon, CheckIcon, MinusIcon } from "./icons";

/**
 * Two cards side by side; the hovered or focused one widens (flex-grow over 500 ms). The first card
 * starts widened, so the pre-rendered layout is the same as the first client render.
 */
export function ComparisonCards({ cards }: { cards: [ComparisonCard, ComparisonCard] }) {
  const [expanded, setExpanded] = useState(cards[0].id);
  return (
    <div className="mt-12 flex flex-col gap-6 md:flex-row">
      {cards.map((card) => (
        <Card key={card.id} card={card} expanded={expanded === card.id} onActivate={() => setExpanded(card.id)} />
      ))}
    </div>
  );
}

function Card({ card, expanded, onActivate }: { card: ComparisonCard; expanded: boolean; onActivate: () => void }) {
  const positive = card.tone === "positive";
  return (
    <section
      aria-label={card.title}
      data-expanded={expanded}
      data-testid={`card-${card.id}`}
      onMouseEnter={onActivate}
      onFocus={onActivate}
      style={{ transitionDuration: `${CARD_WIDEN_MS}ms` }}
      className={`min-w-0 rounded-card md:basis-0 p-6 shadow-soft ring-1 transition-[flex-grow,box-shadow] ease-out md:p-8 ${
        expanded ? "ring-teal/40 md:grow-[3]" : "ring-ink/5 md:grow-[2]"
      } ${positive ? "bg-white" : "bg-sand"}`}
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
