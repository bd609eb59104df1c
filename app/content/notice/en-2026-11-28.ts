import type { NoticeText } from "./notice-text";

/** The notice of version 2026-11-28 in English, as it was: kept readable for the consent records that name it. */
export const EN_2026_11_28: NoticeText = {
  title: "Stashd waitlist: privacy notice",
  intro:
    "This notice says what we keep about you when you join the waitlist, why we keep it, for how long, and what you can do about it.",
  prevails: "",
  version: "Version",
  languages: "Read this notice in another language",
  sections: [
    {
      heading: "What we keep, and why",
      items: [
        "Name, e-mail address and phone number: to confirm your place, send you your personal link and invite you.",
        "Company and trips per month (if you give them), home city and preferred cities: to decide whom to invite first and which cities to open next.",
        "WhatsApp number and messages, only if you choose WhatsApp: to confirm and invite you there.",
        "Referral link and invitation: to thank whoever referred you, and to let you accept your invitation.",
      ],
    },
    {
      heading: "Your consent, and withdrawing it",
      items: [
        "We ask separately for two purposes: the waitlist (needed to join) and WhatsApp (your choice). You must be 18 or older.",
        "You can withdraw either at any time, as easily as you gave it: one tap on your personal page, the link in every e-mail, or STOP on WhatsApp. We stop within a minute.",
        "Withdrawing your consent to the waitlist erases your entry.",
      ],
    },
    {
      heading: "Your rights",
      items: [
        "Ask what we hold about you, have it corrected or erased, or name someone to do this for you: on your personal page, or by writing to {email}.",
        "Grievances: write to our Grievance Officer at {email}; we reply within 7 days. You can also complain to the Data Protection Board of India.",
      ],
    },
    {
      heading: "How long we keep it",
      items: [
        "Your entry: until you become a customer or withdraw, and 12 months at most; an entry not confirmed within 14 days is erased.",
        "The record of your consent and of its withdrawal: for one year after your entry is erased, without your name, address or number.",
      ],
    },
    {
      heading: "Who handles it for us",
      items: [
        "Our e-mail relay delivers our e-mails; Meta delivers our WhatsApp messages if you choose WhatsApp. We never sell your data or use it for advertising.",
      ],
    },
  ],
};
