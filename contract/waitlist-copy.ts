/**
 * Said after every sign-up, to everyone alike (a new and a repeat sign-up answer the same, so nobody learns
 * who is on the list): a repeat changes nothing stored, and the address's owner gets a link by e-mail.
 * Shown by the JavaScript form's thanks and the no-JS thank-you page. A module of its own, with no imports:
 * the thanks view is part of every marketing page, which must not load the form's schemas and metadata.
 */
export const ALREADY_ON_LIST_NOTE =
  "Already on the list? Then nothing has changed yet: we've e-mailed you a link to update your details.";
