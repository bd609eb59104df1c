/**
 * The waitlist panel's words around the form, in one language: its title and the line under it for each way
 * in, and the thanks after a save. `{brand}`, `{cities}`, `{email}` and `{phone}` stand for the values put in
 * (`fillIn`), so each language places them where its own word order wants them.
 */
export interface PanelCopy {
  panel: { getStarted: string; getStartedLead: string; getInvited: string; getInvitedLead: string };
  thanks: {
    /** The panel's title after a save (the spec's words, in English). */
    title: string;
    email: string;
    emailSent: string;
    emailNext: string;
    whatsapp: string;
    whatsappSent: string;
    whatsappFallback: string;
    close: string;
    back: string;
  };
}

/** The English words are the ones the site had before it spoke the other 22 languages, unchanged. */
export const EN_PANEL: PanelCopy = {
  panel: {
    getStarted: "Get Started",
    getStartedLead: "Fill out the short form to join the waitlist.",
    getInvited: "Get Invited",
    getInvitedLead:
      "{brand} is invite-only while we pilot in {cities}: join the list and we'll invite you as spots open.",
  },
  thanks: {
    title: "Thanks for joining the waitlist!",
    email: "Almost there: check your e-mail",
    emailSent: "We've sent a message to {email} with the link to your personal page.",
    emailNext:
      "Open it to confirm your spot (we invite confirmed addresses only) and to see your place in line. It can take a minute to arrive; if it doesn't, look in your spam folder.",
    whatsapp: "Almost there: look in WhatsApp",
    whatsappSent: "We're messaging {phone} on WhatsApp: one tap on Confirm there confirms your spot.",
    whatsappFallback:
      "If WhatsApp can't reach you, or you were already on the list, your link comes by e-mail to {email} instead.",
    close: "Close",
    back: "Back to the home page",
  },
};

/** A line split around its one placeholder, for a page that sets the value apart (bold, or a link). */
export function around(line: string, name: string): [string, string] {
  const at = line.indexOf(`{${name}}`);
  return at < 0 ? [line, ""] : [line.slice(0, at), line.slice(at + name.length + 2)];
}

/** A line with its placeholders filled in. */
export const fillIn = (line: string, values: Record<string, string>): string =>
  line.replace(/\{(\w+)\}/gu, (whole, name: string) => values[name] ?? whole);
