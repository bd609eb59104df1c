/**
 * The words of the e-mails a person gets about their own entry, in one language: the layout's greeting and
 * sign-off, the personal-link e-mails (the confirmation, the repeat sign-up, the link asked for) and the
 * invite. `{name}`, `{brand}`, `{email}`, `{link}` and `{date}` (the invite's last day, in the language's own
 * long form: contract/long-date.ts) stand for the values put in, where the language wants them.
 */
export interface EmailCopy {
  layout: {
    greeting: string;
    greetingNoName: string;
    orOpen: string;
    questions: string;
    team: string;
  };
  personal: {
    intro: string;
    notAsked: string;
    withdraw: string;
    notice: string;
    welcome: { subject: string; paragraphs: [string, string]; label: string };
    already: { subject: string; paragraphs: [string, string]; label: string };
    link: { subject: string; paragraphs: [string]; label: string };
  };
  /** The invite to the pilot, to a waitlist entry; an invite staff made without an entry stays English. */
  invite: { subject: string; paragraph: string; label: string; intro: string; expires: string };
}

/** The English words, as the e-mails had them before they spoke the other 22 languages. */
export const EN_EMAIL: EmailCopy = {
  layout: {
    greeting: "Hi {name},",
    greetingNoName: "Hi,",
    orOpen: "Or open this link:",
    questions: "Questions? Write to {email}.",
    team: "The {brand} team",
  },
  personal: {
    intro: "Your personal page (the link is yours alone; please don't forward it):",
    notAsked: "Didn't ask for this? Ignore this e-mail, or open the page and choose Leave the waitlist.",
    withdraw: "Withdraw your consent and leave the waitlist: {link}",
    notice: "What we keep, why, and your rights: {link}",
    welcome: {
      subject: "Confirm your spot on the {brand} waitlist",
      paragraphs: [
        "Thanks for joining the {brand} waitlist. Open your personal page to confirm your address and see your place in line.",
        "There you can also correct your details, share your referral link (each friend who joins through it and confirms moves you ahead) or leave the waitlist.",
      ],
      label: "Confirm my spot",
    },
    already: {
      subject: "You're already on the {brand} waitlist",
      paragraphs: [
        "Someone, hopefully you, just tried to join the {brand} waitlist with this address. You're already on the list, and nothing has been changed.",
        "Your personal page shows your place in line and lets you correct your details.",
      ],
      label: "Open my page",
    },
    link: {
      subject: "Your {brand} waitlist link",
      paragraphs: [
        "Here is the link to your personal waitlist page, as asked. It shows your place in line and lets you correct your details.",
      ],
      label: "Open my page",
    },
  },
  invite: {
    subject: "Your {brand} invite",
    paragraph:
      "Your spot in the {brand} pilot is ready. Your wardrobe can wait for you in the city you fly to, cleaned, ironed and delivered to your hotel.",
    label: "Complete your signup",
    intro: "Finish signing up here (the link is yours alone):",
    expires: "The link works until {date}.",
  },
};
