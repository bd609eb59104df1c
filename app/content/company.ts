import { BRAND_NAME, CITY_PHRASES } from "./site";

export interface Value {
  title: string;
  summary: string;
  /** The fuller text on /company/values. */
  detail: string[];
}

export const VISION = {
  eyebrow: "About us",
  heading: "Travel should feel like arriving home",
  lead: `${BRAND_NAME} is a Bangalore company building India's first wardrobe concierge for people who travel often.`,
  illustration: "/illustrations/hotel-door.svg",
  body: "Our vision is simple: nobody should spend a trip's first hour unpacking or its last hour packing. Your clothes should already be in the city, clean and pressed, and should find you at the hotel.",
};

export const VALUES: Value[] = [
  {
    title: "Travel Simplicity",
    summary: "Every trip should need less: fewer bags, fewer steps, fewer decisions.",
    detail: [
      "We measure ourselves by what you no longer carry. A consultant who used to check a bag now boards with a laptop bag.",
      "That means one message to book, one price per city, and rules you can remember: 8 hours' notice, 48 hours between a return and the next drop.",
    ],
  },
  {
    title: "Tech as a Lever",
    summary: "Software does the tracking so people can do the caring.",
    detail: [
      "Every item is tagged and photographed when it reaches the hub, so your inventory in the app is always exact.",
      "Low-stock alerts, delivery schedules and hotel hand-offs are automated, which leaves our concierges free for the requests no algorithm anticipates.",
    ],
  },
  {
    title: "Service with Soul",
    summary: "A real concierge who knows your name, your hotel and your collar size.",
    detail: [
      "Our concierges answer the chat themselves. When a sock goes missing at 7 am, a person replies, not a ticket number.",
      "We would rather fix a problem before you notice it than apologise after.",
    ],
  },
  {
    title: "Planet First",
    summary: "Lighter flights, gentler cleaning and measured savings.",
    detail: [
      "Every kilogram you don't fly with is fuel not burned. We clean with low-water machines and biodegradable detergents.",
      "We report the savings, so companies can count them in their Scope 3 business-travel emissions.",
    ],
  },
];

export const SUSTAINABILITY = {
  eyebrow: "Sustainability",
  heading: "Lighter luggage, lower emissions",
  lead: "Business travel sits in a company's Scope 3 emissions. Flying lighter is one of the few levers a traveller controls.",
  points: [
    {
      title: "Cutting Scope 3 emissions",
      text: "Each checked bag a traveller stops flying with saves fuel on every sector. We help corporations cut the Scope 3 emissions of their business travel, trip by trip.",
    },
    {
      title: "Tracking carbon savings",
      text: "Corporate accounts receive a quarterly statement of kilograms not flown and the estimated carbon saved, ready for their sustainability reports.",
    },
    {
      title: "Cleaner cleaning",
      text: "Low-water machines, biodegradable detergents and audited dry cleaners. Items are cleaned when you use them, not on a fixed schedule.",
    },
  ],
};

export const STORY = {
  eyebrow: "Our story",
  heading: "Started by people who were tired of packing",
  paragraphs: [
    `${BRAND_NAME} began in Bangalore with a simple complaint: consultants on weekly client rotations were spending hours every month packing, checking and ironing the same clothes.`,
    "We asked a question: what if the clothes stayed in the city and the traveller didn't? A processing hub in each city, a concierge who picks up and delivers, and an app that knows every item.",
    `The pilot is live in ${CITY_PHRASES.live} and runs on invitations from a waitlist. ${CITY_PHRASES.next}`,
  ],
  howItWorks: {
    heading: "Behind the scenes",
    steps: [
      "Your bag reaches the city hub on a prepaid label in 3 to 5 business days.",
      "Each item is tagged, photographed, cleaned and stored on a tracked shelf.",
      "You book a delivery with at least 8 hours' notice; a concierge coordinates with the hotel.",
      "At checkout we collect, clean and restock your stash within 48 hours.",
    ],
  },
};

export const COMPANY_LINKS = {
  story: { label: "Read our story", to: "/company/about" },
  values: { label: "More on our values", to: "/company/values" },
  sustainability: { label: "Our sustainability work", to: "/company/sustainability" },
};

/** The fuller content of /company/sustainability. */
export const SUSTAINABILITY_DETAIL = {
  heading: "How we count carbon savings",
  lead: "A simple, auditable method that companies can put in their Scope 3 reports.",
  steps: [
    "We weigh each stash when it reaches the hub, so we know the kilograms a traveller no longer flies with.",
    "For every delivery we record the sector the traveller flew, from the booking they share with us.",
    "We apply the published emission factor per tonne-kilometre for domestic flights in India to the weight not flown.",
    "Corporate accounts receive the total each quarter, itemised by traveller and city, alongside the cleaning water saved.",
  ],
  contactLead: "For a corporate account with quarterly carbon statements, write to",
};
