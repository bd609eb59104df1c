import { BRAND_NAME } from "./site";

/** The personal page's words (app/routes/me.tsx); the rule is docs/decisions/061 in one sentence. */
export const ME_COPY = {
  title: `Your place on the ${BRAND_NAME} waitlist`,
  rule: "Everyone waiting for your home city and not yet invited is in its line in the order they joined; each friend who joins through your link and confirms their address moves you ahead as if you had joined a week earlier.",
  plannedRule: (city: string) =>
    `${city} has no line yet, so there is no place in it to show: when it opens, everyone waiting for it lines up in the order they joined, and each friend who confirms through your link moves you a week ahead.`,
  placeIn: (city: string) => `Place in the ${city} line`,
  placeOf: (n: number) => `of ${n.toLocaleString("en-IN")} waiting`,
  placeInvited: "Place in line",
  waitingFor: (city: string) => `Waiting for ${city}`,
  onList: "You’re on the list",
  confirmed: "Your address is confirmed.",
  invited: "You've been invited: look for the invite in your inbox.",
  loading: "Opening your page…",
  noToken: "Open this page with the personal link from your e-mail, or ask for it below.",
  deadTitle: "This link doesn’t work",
  shareTitle: "Move up by inviting friends",
  shareText: `I'm on the ${BRAND_NAME} waitlist: your wardrobe waits for you in the city you fly to. Join me:`,
  topTitle: "Top referrers",
  topReferrersOptIn:
    "List me among the top referrers, as my first word and an initial, like \u201cAsha R.\u201d (only people who choose to are listed).",
  detailsTitle: "Your details",
  detailsSaved: "Your details are saved.",
  emailLocked: "Your e-mail address is the key of your entry and can't be changed here.",
  leaveTitle: "Leave the waitlist",
  leaveBody: "This erases your entry, any invite and every e-mail we keep for your address. It cannot be undone.",
  leftTitle: "You’ve left the waitlist",
  leftBody: "Everything we held about you is erased. You're welcome back any time.",
  linkTitle: "E-mail me my link",
  linkBody: "Enter the address you joined with and we'll send your personal link to it.",
  channelTitle: "How we reach you",
  channelWhatsapp: (phone: string) => `Your confirmation and invite come on WhatsApp, to ${phone}.`,
  channelEmail: (email: string) => `Your confirmation and invite come by e-mail, to ${email}.`,
  whatsappSwitch: "Send my confirmation and invite on WhatsApp",
  whatsappSwitchHint: "Turning it off or on never changes your place in line.",
  linkSent: "If this address is on the waitlist, its link is on the way. Check your inbox.",
} as const;

/** The honest wait (docs/product.md, Hubs): an estimate at the current pace, never a date. */
export const WAIT_COPY = {
  label: "Estimate",
  live: (weeks: number) => `At the current pace, about ${weeks} ${weeks === 1 ? "week" : "weeks"}`,
  liveNote: (city: string) =>
    `From how many new members the ${city} hub can take each week and how many invites are accepted. The pace can change, so this is not a promise of a date.`,
  unconfirmed: (city: string) =>
    `Confirm your address to join the ${city} line: confirming is what puts you in line for an invite.`,
  planned: (city: string, waiting: number) =>
    `We open ${city} when enough people want it: you are one of ${waiting.toLocaleString("en-IN")} waiting for ${city}.`,
  plannedNote: "Your referral link below is the way to bring it closer: every friend who joins for it counts.",
} as const;

export const ordinal = (n: number) => `#${n.toLocaleString("en-IN")}`;
