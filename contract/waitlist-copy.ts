/** Which channel the thanks speaks of: the answer to a sign-up says it (contract/waitlist.ts). */
export type ThanksChannel = "email" | "whatsapp";

/**
 * Every word of the waitlist form, as one object: the panel's form (app/components/waitlist/) and the city
 * choices the server writes into each page (contract/waitlist-form-html.ts) read it, so a language can be
 * swapped in whole. Field labels here are also the names the contract's messages use (contract/waitlist.ts).
 */
export const WAITLIST_FORM_COPY = {
  labels: {
    name: "Name",
    email: "Email",
    phone: "Phone",
    company: "Company",
    tripsPerMonth: "Trips per month",
    homeCity: "Home city",
    preferredCities: "Preferred cities",
  },
  optional: "(optional)",
  homeCityPrompt: "Select your home city",
  /** After a planned city in the home-city list. */
  comingSoon: " (coming soon)",
  /** After a planned city on its chip. */
  soon: " · soon",
  preferredCitiesHint: "Where would you like a stash waiting for you?",
  honeypot: "Leave this empty",
  submit: "Join the waitlist",
  submitting: "Joining…",
  /** Around the link: "By submitting this form, you agree to our <privacy policy>." */
  consent: ["By submitting this form, you agree to our ", "privacy policy", "."],
  newTab: " (opens in a new tab)",
  close: "Close",
};

/** The shape a translation of the form's words must have. */
export type WaitlistFormCopy = typeof WAITLIST_FORM_COPY;
