/**
 * What the thank-you view says after every sign-up, to everyone alike: a new and a repeat sign-up answer the
 * same, so nobody learns who is on the list, and both are true (a new person's e-mail confirms their spot,
 * a repeat's opens the page they already have). Shown by the JavaScript form's thanks and the no-JS
 * thank-you page. A module of its own, with no imports: the thanks view is part of every marketing page,
 * which must not load the form's schemas and metadata.
 */
export const THANKS_COPY = {
  title: "Almost there: check your e-mail",
  /** Around the address: "We've sent a message to <address> with the link to your personal page." */
  sent: ["We've sent a message to ", " with the link to your personal page."],
  next: "Open it to confirm your spot (we invite confirmed addresses only) and to see your place in line. It can take a minute to arrive; if it doesn't, look in your spam folder.",
} as const;

/**
 * The thanks when the visitor chose WhatsApp and this server sends it. True for a new sign-up (the
 * confirmation goes to WhatsApp, e-mail if WhatsApp cannot deliver it) and a repeat (answered by e-mail), so
 * the two still read alike.
 */
export const THANKS_WHATSAPP_COPY = {
  title: "Almost there: look in WhatsApp",
  /** Around the number: "We're messaging <number> on WhatsApp: one tap on Confirm there confirms your spot." */
  sent: ["We're messaging ", " on WhatsApp: one tap on Confirm there confirms your spot."],
  /** Around the address. */
  fallback: [
    "If WhatsApp can't reach you, or you were already on the list, your link comes by e-mail to ",
    " instead.",
  ],
} as const;

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
  checkFields: "Please check the highlighted fields.",
  saveFailed: "Your sign-up didn't go through.",
  unexpected: "Something unexpected happened.",
  keptInput: "Everything you typed is still here.",
  tryAgain: "Try again",
  /** Around the link: "By submitting this form, you agree to our <privacy policy>." */
  consent: ["By submitting this form, you agree to our ", "privacy policy", "."],
  newTab: " (opens in a new tab)",
  close: "Close",
  /** The panel's title after a save (the spec's words); the next step follows it (THANKS_COPY). */
  thanksTitle: "Thanks for joining the waitlist!",
};

/** The shape a translation of the form's words must have. */
export type WaitlistFormCopy = typeof WAITLIST_FORM_COPY;
