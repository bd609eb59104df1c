import type { LegalDocument } from "./legal";
import { formatInr } from "./money";
import { BRAND_NAME, CITY_PHRASES, CONTACT_EMAIL } from "./site";

// The figures the pilot's terms promise, each stated once here for the team to confirm (docs/product.md,
// Pilot terms). Prices, GST and the 8 hours' notice are the pricing and FAQ copy's.

/** The pilot's stated term: how soon the team answers a message, and calls a new account to book a pickup. */
export const RESPONSE_TIME = "2 working days";
/** The pilot's stated term: the most paid for one lost or damaged item, unless more is agreed in writing. */
export const LIABILITY_CAP_PER_ITEM_INR = 25_000;
/** The pilot's stated term: how soon a leaving customer's clothes are returned. */
export const RETURN_WITHIN_DAYS = 7;
/** The pilot's stated term: the e-mailed notice before a price change applies. */
export const PRICE_CHANGE_NOTICE_DAYS = 30;
/** The pilot's stated term: the e-mailed notice before the pilot, or someone's place in it, ends. */
export const ENDING_NOTICE_DAYS = 30;
/** The pilot's stated term: the youngest age at which one may sign up. */
export const MINIMUM_AGE = 18;
/** The pilot's stated term: the courts that decide a dispute, under the laws of India. */
export const DISPUTE_COURTS = "Bangalore";

/** The terms invitees accept at sign-up (/onboarding links here): short, plain, written for the pilot. */
export const TERMS: LegalDocument = {
  heading: "Pilot terms",
  updated: "Last updated: 22 November 2026",
  lead: `${BRAND_NAME} is in a pilot: a small, invited group uses the service while we learn. These terms say what you can expect from us, what we ask of you, and how either of us can stop.`,
  sections: [
    {
      heading: "What the pilot is",
      paragraphs: [
        `The pilot runs in ${CITY_PHRASES.live}. We store your clothes in our city hub, clean, iron and repack them, and deliver them to your hotel or home when you ask, with at least 8 hours' notice.`,
        `Because it is a pilot, we may change how the service works, which cities it covers or its prices. We tell you by e-mail at least ${PRICE_CHANGE_NOTICE_DAYS} days before a change of price, and you may leave before it applies.`,
      ],
    },
    {
      heading: "Your account",
      items: [
        "Your invite is personal. Sign up with your own name and a phone number we can reach you on.",
        "Tell us if your e-mail or phone changes, so that deliveries and messages reach you.",
        `You must be ${MINIMUM_AGE} or older to sign up.`,
      ],
    },
    {
      heading: "Prices and payment",
      items: [
        "You pay the prices on our pricing page when you start a plan, plus GST at 18%.",
        "Subscriptions have a minimum of 3 months, then run month to month. Pay as you go has no minimum.",
        "Extra services (repairs, replenishment items) are quoted before we do them; nothing is charged without your yes.",
      ],
    },
    {
      heading: "Your clothes",
      items: [
        "Your clothes stay yours. We list every item when we receive it, and you can see the list at any time.",
        "We do not store valuables, jewellery, cash, documents, perishables or anything unsafe or illegal.",
        `If we lose or damage an item, we repair or replace it, or pay its reasonable value, up to ${formatInr(LIABILITY_CAP_PER_ITEM_INR)} per item unless we agree more in writing.`,
      ],
    },
    {
      heading: "Stopping",
      paragraphs: [
        `You can stop at any time by writing to ${CONTACT_EMAIL}. We return your clothes to an address you choose in a pilot city within ${RETURN_WITHIN_DAYS} days; a subscription ends after its minimum term.`,
        `We may end the pilot, or your place in it, with ${ENDING_NOTICE_DAYS} days' notice by e-mail, and we then return your clothes free of charge.`,
      ],
    },
    {
      heading: "Your data",
      paragraphs: [
        "How we use your personal data is described in our privacy notice. We use it to run the service and never sell it.",
      ],
    },
    {
      heading: "Questions and complaints",
      paragraphs: [
        `Write to ${CONTACT_EMAIL}. We reply within ${RESPONSE_TIME}. These terms are governed by the laws of India; the courts of ${DISPUTE_COURTS} decide any dispute we cannot settle together.`,
      ],
    },
  ],
};
