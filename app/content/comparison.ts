import type { JoinCopy } from "./join";
import type { PageKey } from "./pages";

/** One of the two cards on a service or audience page; the hovered or focused one widens. */
export interface ComparisonCard {
  id: string;
  title: string;
  intro: string;
  points: string[];
  tone: "positive" | "neutral";
  /** Every card has a link, so keyboard users can focus (and so widen) it. */
  cta: { label: string; to: string };
}

export interface ComparisonPage {
  page: PageKey;
  eyebrow: string;
  heading: string;
  lead: string;
  /** The hero's illustration (public/illustrations/). */
  illustration: string;
  cards: [ComparisonCard, ComparisonCard];
  /** The page's closing section, which opens the waitlist form. */
  join: JoinCopy;
}

/** Duration of the card widening (docs/product.md, Marketing site). */
export const CARD_WIDEN_MS = 500;
