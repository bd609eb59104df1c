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

export const COMPANY_JOIN: JoinCopy = {
  heading: "Travel with us from the first city",
  lead: "The pilot is invite-only. Join the waitlist and we'll write when there is a place for you.",
};

export const ABOUT_JOIN: JoinCopy = {
  heading: "Done with packing too?",
  lead: "Join the waitlist and tell us the cities you travel to; we'll invite you as places open.",
};

export const VALUES_JOIN: JoinCopy = {
  heading: "Hold us to these values",
  lead: "The pilot is invite-only. Join the waitlist and see how we look after your clothes.",
};

export const SUSTAINABILITY_JOIN: JoinCopy = {
  heading: "Fly lighter on your next trip",
  lead: "Join the waitlist and leave the checked bag, and its emissions, at home.",
};
