/**
 * The rights desk's notices by e-mail in one language: the frame around what staff wrote (an answer, a
 * breach's description, impact, measures and remedies stay as written). Placeholders: `{reference}`,
 * `{date}`, `{due}`, `{outer}`, `{message}`, `{email}`, `{brand}`, `{description}`, `{items}`, `{impact}`,
 * `{measures}`, `{remedial}`, `{link}`.
 */
export interface NoticeCopy {
  openPage: string;
  pageWithAll: string;
  page: string;
  rights: string;
  grievanceAck: { title: string; received: string; due: string; wrote: string };
  grievanceAnswer: { title: string; intro: string; unsettled: string };
  retention: { title: string; erase: string; nothing: string; label: string; intro: string };
  breach: {
    title: string;
    happened: string;
    means: string;
    did: string;
    can: string;
    contact: string;
    label: string;
  };
}

export const EN_NOTICE: NoticeCopy = {
  openPage: "Open your page",
  pageWithAll: "Your page, with everything we hold about you:",
  page: "Your page:",
  rights: "What we keep, why, and your rights: {link}",
  grievanceAck: {
    title: "We have your grievance ({reference})",
    received: "We received your grievance on {date}. Its reference is {reference}.",
    due: "You will have our answer by {due}. The law gives us until {outer} at the latest; we aim to be far quicker.",
    wrote: 'What you wrote: "{message}"',
  },
  grievanceAnswer: {
    title: "Our answer to your grievance ({reference})",
    intro: "Here is our answer to the grievance you raised on {date} ({reference}):",
    unsettled: "If this does not settle it, reply to {email}, or complain to the Data Protection Board of India.",
  },
  retention: {
    title: "Your {brand} waitlist entry will be erased on {date}",
    erase:
      "Your waitlist entry has served its purpose, so we will erase it, and everything we hold about you with it, on {date}.",
    nothing: "Nothing is needed from you. If you would like a copy first, download it from your page.",
    label: "Download my data",
    intro: "Ask for a link to your page here:",
  },
  breach: {
    title: "Important: a security incident affecting your {brand} data",
    happened: "What happened: {description} We found it on {date}.",
    means: "What it means for you: it may have exposed your {items}. {impact}",
    did: "What we did: {measures}",
    can: "What you can do: {remedial}",
    contact: "Whom to contact: our grievance officer at {email}.",
    label: "See what we hold",
  },
};
