/**
 * The closing section of a page that ends with a way to join: a heading and one sentence in the page's
 * own words, then the button that opens the waitlist form (app/components/site/closing-cta.tsx).
 */
export interface JoinCopy {
  heading: string;
  lead: string;
}

export const PRICING_JOIN: JoinCopy = {
  heading: "Pick your plan when your invite arrives",
  lead: "The pilot is invite-only, one city at a time. Join the waitlist and tell us the cities you travel to.",
};

export const FAQ_JOIN: JoinCopy = {
  heading: "Ready to leave the suitcase at home?",
  lead: "The pilot is invite-only. Join the waitlist and we'll write with your invite and next steps.",
};
