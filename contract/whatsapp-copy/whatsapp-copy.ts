/**
 * The reply WhatsApp sends after a confirmation tap, in one language. `{brand}`, `{position}`, `{total}` and
 * `{city}` stand for the values put in (numbers in Indian grouping, the city's name as it is), where the
 * language wants them; the sentences are joined with a space, the personal page's label goes before its link.
 */
export interface WhatsappReplyCopy {
  confirmed: string;
  invited: string;
  place: string;
  opensSoon: string;
  page: string;
}

/** The English words, as the reply had them before it spoke the other 22 languages. */
export const EN_REPLY: WhatsappReplyCopy = {
  confirmed: "You're confirmed on the {brand} waitlist.",
  invited: "Your invite is waiting in your e-mail.",
  place: "You are number {position} of {total} in {city}'s line.",
  opensSoon: "{city} opens soon: {total} people are waiting for it.",
  page: "Your personal page:",
};
