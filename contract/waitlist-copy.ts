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
