import type { LegalDocument } from "./legal";
import { BRAND_NAME, CONTACT_EMAIL } from "./site";

/** A plain-language notice for the waitlist, written to the Digital Personal Data Protection Act, 2023. */
export const PRIVACY: LegalDocument = {
  heading: "Privacy notice",
  updated: "Last updated: 24 November 2026",
  lead: `This notice explains what ${BRAND_NAME} collects when you join the waitlist, why, how long we keep it and what you can do about it.`,
  sections: [
    {
      heading: "What we collect",
      items: [
        "Your name, e-mail address and phone number, so we can contact you about an invitation.",
        "Your home city and the cities you would like us to serve, so we can plan which cities open next.",
        "Optionally your company and how often you travel, so we can prioritise invitations in the pilot.",
        "The date and time you joined the waitlist, the page your visit began on and the site that sent you there (for example Google, LinkedIn or a campaign link).",
      ],
    },
    {
      heading: "Counting visits, without cookies",
      paragraphs: [
        "When a page of this site has loaded, it tells our own server which page it is and which site or campaign link sent you, so we can count visitors per page and per source. No other company is involved, and no cookie or identifier is stored on your device; the page only remembers, for as long as the browser tab is open, which page your visit began on.",
        "To count a visitor once a day, our server mixes your network address and browser name with a secret that changes every day and keeps only the scrambled result. Your address itself is never stored, and the secret is deleted at the end of each day, so nobody, our staff included, can recognise you from one day to the next or find your address from our records. We keep only totals per day, page and source.",
        "We do not count search-engine robots, pages a browser loads ahead of time without showing them, or our staff's own pages. Because the counts hold no personal data, there is nothing about you to erase in them.",
      ],
    },
    {
      heading: "Why we collect it",
      paragraphs: [
        "We use this data only to manage the waitlist: to send you an invitation to the pilot, to follow up about it, and to understand demand by city. We do not sell it, and we do not use it for advertising.",
        "Our legal basis is your consent, which you give when you submit the form.",
      ],
    },
    {
      heading: "How long we keep it",
      paragraphs: [
        "We erase a waitlist entry not confirmed within 14 days of joining. Once its purpose has ended (your invitation accepted, or expired and not renewed, or your city closed), we erase it 365 days later, and tell you 48 hours before. Withdrawing your consent erases it at once. The logs of what we did with your data, and the record of your consent, are kept one year without your name, address or number, then deleted.",
      ],
    },
    {
      heading: "Who sees it",
      paragraphs: [
        `Only ${BRAND_NAME} staff who manage invitations. Our hosting and e-mail providers process it on our behalf, under contract, in India.`,
      ],
    },
    {
      heading: "Your rights",
      items: [
        "Withdraw your consent at any time. Withdrawing is as easy as giving consent: one e-mail is enough.",
        "Ask for a summary of the data we hold about you.",
        "Ask us to correct, complete or erase your data.",
        "Nominate a person to exercise these rights on your behalf.",
      ],
      paragraphs: [`To do any of these, write to ${CONTACT_EMAIL}. We reply within 7 days and act within 30 days.`],
    },
    {
      heading: "Grievances",
      paragraphs: [
        `Our Grievance Officer handles complaints about how we process your data: write to ${CONTACT_EMAIL} with the subject "Grievance". If you are not satisfied with our reply, you may complain to the Data Protection Board of India.`,
      ],
    },
  ],
};
