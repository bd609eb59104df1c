import { BRAND_NAME, CITY_PHRASES } from "./site";

export interface PageInfo {
  path: string;
  /** Shown in the browser tab and search results, before " | Stashd". */
  title: string;
  description: string;
}

/** Every public, indexable page: its path, title and meta description. The sitemap lists exactly these. */
export const PAGES = {
  home: {
    path: "/",
    title: "Your wardrobe, waiting in every city",
    description: `${BRAND_NAME} stores your travel wardrobe in ${CITY_PHRASES.live}, then cleans, irons, repacks and delivers it to your hotel with 8 hours' notice.`,
  },
  pricing: {
    path: "/pricing",
    title: "Pricing",
    description:
      "Wardrobe storage from ₹1,500 a month, or pay as you go from ₹200 a month plus ₹600 per use. Every use includes pickup, cleaning, ironing, repacking and delivery.",
  },
  faq: {
    path: "/faq",
    title: "Frequently asked questions",
    description:
      "How much notice we need, how stash transfers between cities work, what a use includes and what costs extra: answers to the 12 questions travellers ask most.",
  },
  company: {
    path: "/company",
    title: "About us",
    description: `${BRAND_NAME} is a Bangalore company building India's first wardrobe concierge for frequent travellers: our vision, our four values and our sustainability work.`,
  },
  companyAbout: {
    path: "/company/about",
    title: "Our story",
    description: `Why a Bangalore team started ${BRAND_NAME}, how the concierge works behind the scenes, and where the pilot is heading next.`,
  },
  companyValues: {
    path: "/company/values",
    title: "Our values",
    description:
      "Travel Simplicity, Tech as a Lever, Service with Soul and Planet First: the four values behind every pickup and delivery.",
  },
  companySustainability: {
    path: "/company/sustainability",
    title: "Sustainability",
    description:
      "Lighter flights, eco cleaning and measured carbon savings that help companies cut their Scope 3 business-travel emissions.",
  },
  serviceWardrobe: {
    path: "/services/wardrobe",
    title: "Wardrobe Stash",
    description:
      "A wardrobe that lives in the city you visit most. One city per subscription, from ₹1,500 a month, delivered pressed to your hotel.",
  },
  serviceFullyStashed: {
    path: "/services/fully-stashed",
    title: "Fully Stashed Suitcase",
    description:
      "A packed, cleaned suitcase shipped to you on request, with no subscription. Typically delivered in 2 to 3 days.",
  },
  serviceReplenishment: {
    path: "/services/replenishment",
    title: "Replenishment",
    description:
      "Low-inventory alerts and manual or suggested top-ups for socks, tees and basics. You pay for the items only.",
  },
  audienceConsultants: {
    path: "/forwhom/consultants",
    title: "For traveling consultants",
    description:
      "Fly Bangalore to Mumbai twice a month with a laptop bag only. Your suits are pressed and waiting at the hotel.",
  },
  audienceNri: {
    path: "/forwhom/nri",
    title: "For NRIs visiting India",
    description: `Keep a wardrobe for weddings, Diwali and family visits in ${CITY_PHRASES.liveOr}, and land with hand luggage.`,
  },
  audienceCasual: {
    path: "/forwhom/casual",
    title: "For casual travellers",
    description: "Hate checked bags? Stash what you wear in the cities you visit and pay as you go, with no lock-in.",
  },
  privacy: {
    path: "/privacy",
    title: "Privacy notice",
    description: `What ${BRAND_NAME} collects when you join the waitlist, why, how long we keep it and how to withdraw consent, under India's DPDP Act 2023.`,
  },
  terms: {
    path: "/terms",
    title: "Pilot terms",
    description: `The plain-language terms of the ${BRAND_NAME} pilot: what we do with your clothes, prices and payment, and how either of us can stop.`,
  },
} satisfies Record<string, PageInfo>;

export type PageKey = keyof typeof PAGES;
