import { CITY_PHRASES } from "./site";

export interface FaqItem {
  question: string;
  answer: string;
}

export const FAQ_COPY = {
  heading: "Frequently asked questions",
  lead: "The practical details: notice periods, transfers, what a use includes and what costs extra.",
  notFound: "Didn’t find the answer?",
  notFoundAction: "Write to us at",
};

/** Exactly 12 questions; every answer follows the operational promises of docs/product.md, Marketing site. */
export const FAQ_ITEMS: FaqItem[] = [
  {
    question: "How much notice do you need to deliver my stash to a hotel?",
    answer:
      "At least 8 hours. Book by 10 pm and your clothes are at the hotel front desk by 6 am the next morning, cleaned, ironed and packed.",
  },
  {
    question: "What does one use of my stash include?",
    answer:
      "Each use, which we call a stash invocation, includes 1 pickup, cleaning, ironing and organising, and 1 delivery. Special requests such as dry cleaning are charged separately.",
  },
  {
    question: "How soon can I request a drop after returning my stash?",
    answer:
      "We need at least 48 hours between a return and the next drop request. That window is when we clean, iron, check and repack everything.",
  },
  {
    question: "How do I send my clothes to you the first time?",
    answer:
      "We send you a prepaid label and pick up from your home city. Pickups on a prepaid label take 3 to 5 business days to reach the hub.",
  },
  {
    question: "Can I move my stash to another city?",
    answer:
      "Yes. An inter-city stash transfer costs ₹1,000 and needs 3 to 4 days of lead time, so plan it before your trip rather than on the day.",
  },
  {
    question: "How long does a Fully Stashed Suitcase take to arrive?",
    answer:
      "Typically 2 to 3 days. Faster options are available in the live cities and may incur express fees, which we quote before you confirm.",
  },
  {
    question: "Which cities do you serve?",
    answer: CITY_PHRASES.serve,
  },
  {
    question: "Can one subscription cover two cities?",
    answer:
      "No. Charges are per city and each subscription covers one city. For a multi-city arrangement, write to support by e-mail and we will set it up with you.",
  },
  {
    question: "Is there a minimum commitment?",
    answer:
      "Subscriptions have a minimum of 3 months, then run month-to-month from the 4th month. Pay as you go has no lock-in at all.",
  },
  {
    question: "Are prices inclusive of GST?",
    answer: "No. GST is extra at 18% on every plan, use and service fee.",
  },
  {
    question: "What if something runs out, like socks or a white tee?",
    answer:
      "Replenishment alerts you when basics run low and tops them up, manually or from our suggestions. You pay for the items only, typically ₹300-₹800.",
  },
  {
    question: "Do you deliver outside the city centre?",
    answer:
      "Yes. Delivery beyond the city centre costs ₹25/km measured from the CBD, added to your use fee and shown before you confirm.",
  },
];
