import type { ComparisonPage } from "./comparison";
import { PRICING_LINKS } from "./pricing";
import { BRAND_NAME, CITY_PHRASES } from "./site";

export const AUDIENCES: Record<"consultants" | "nri" | "casual", ComparisonPage> = {
  consultants: {
    page: "audienceConsultants",
    illustration: "/illustrations/laptop-flight.svg",
    eyebrow: "For traveling consultants",
    heading: "Fly to the client with a laptop bag only",
    lead: "Bangalore to Mumbai twice a month? Keep your suits in Mumbai. They are pressed and at the hotel before you land.",
    join: {
      heading: "Make your next client trip a laptop-bag trip",
      lead: "Join the waitlist with your home city and the cities you fly to; we'll write when the pilot opens there.",
    },
    cards: [
      {
        id: "with",
        title: `With ${BRAND_NAME}`,
        intro: "The fortnightly client trip, lighter.",
        tone: "positive",
        points: [
          "Walk off the 7 am flight and straight into the cab",
          "Suits pressed and hanging at the hotel with 8 hours' notice",
          "Laundry collected at checkout and back in your stash within 48 hours",
          "One monthly bill per city, from ₹1,500",
        ],
        cta: { label: "Compare plans", to: "/pricing" },
      },
      {
        id: "without",
        title: `Without ${BRAND_NAME}`,
        intro: "The same trip, the usual way.",
        tone: "neutral",
        points: [
          "Packing late on Sunday night, again",
          "Waiting at the belt, or squeezing a suit into a cabin bag",
          "Hotel laundry that takes a day you don't have",
          "Creases in the one shirt you needed",
        ],
        cta: { label: "How a Wardrobe Stash works", to: "/services/wardrobe" },
      },
    ],
  },
  nri: {
    page: "audienceNri",
    illustration: "/illustrations/skyline-arrival.svg",
    eyebrow: "For NRIs visiting India",
    heading: "Land for the wedding with hand luggage",
    lead: `Keep your Indian wardrobe in ${CITY_PHRASES.liveOr} between visits: festive wear, winter layers and everyday clothes.`,
    join: {
      heading: "Arrive for the next wedding with hand luggage",
      lead: "Join the waitlist and tell us your city in India; your wardrobe can wait there between visits.",
    },
    cards: [
      {
        id: "with",
        title: `With ${BRAND_NAME}`,
        intro: "Visits home that start at the arrivals gate.",
        tone: "positive",
        points: [
          "Sherwanis and sarees cleaned, pressed and delivered to where you stay",
          "Winter layers for a December trip, stored safely the rest of the year",
          "Move your stash to another city for ₹1,000 with 3 to 4 days' notice",
          "Pay as you go with no lock-in between visits",
        ],
        cta: { label: "See pay-as-you-go prices", to: PRICING_LINKS.payg },
      },
      {
        id: "without",
        title: `Without ${BRAND_NAME}`,
        intro: "The usual visit home.",
        tone: "neutral",
        points: [
          "Two 23 kg suitcases, half of it clothes you wear only in India",
          "Excess-baggage fees on the way back",
          "Outfits crushed in transit, the day before the sangeet",
          "Asking a relative to store your things, again",
        ],
        cta: { label: "About the Fully Stashed Suitcase", to: "/services/fully-stashed" },
      },
    ],
  },
  casual: {
    page: "audienceCasual",
    illustration: "/illustrations/light-backpack.svg",
    eyebrow: "For casual travellers",
    heading: "For people who hate checked bags",
    lead: "A weekend in Mumbai, a wedding in Delhi, a long week in Bangalore: stash what you wear and pay only when you use it.",
    join: {
      heading: "Skip the checked bag on your next trip",
      lead: "Join the waitlist and pay only when you travel, with no subscription and no lock-in.",
    },
    cards: [
      {
        id: "with",
        title: `With ${BRAND_NAME}`,
        intro: "Weekend trips with nothing to carry.",
        tone: "positive",
        points: [
          "Pay as you go from ₹200 a month plus ₹600 per use",
          "Everything cleaned and ironed between trips",
          "Delivered to your hotel, or beyond the city centre at ₹25/km",
          "No lock-in: stop whenever you like",
        ],
        cta: { label: "See pay-as-you-go prices", to: PRICING_LINKS.payg },
      },
      {
        id: "without",
        title: `Without ${BRAND_NAME}`,
        intro: "The weekend trip, the usual way.",
        tone: "neutral",
        points: [
          "Packing and unpacking for two nights away",
          "A bag that barely fits the overhead bin",
          "Wrinkled clothes and a hotel iron",
          "Forgetting the one thing you needed",
        ],
        cta: { label: "Read the FAQ", to: "/faq" },
      },
    ],
  },
};
