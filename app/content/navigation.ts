import { BRAND_NAME, CITY_PHRASES, CONTACT_EMAIL } from "./site";

export interface NavLink {
  label: string;
  to: string;
}

export interface NavMenu {
  id: "company" | "services" | "forwhom";
  label: string;
  links: NavLink[];
  /** The side panel shown beside the links on desktop. */
  panel: { title: string; description: string; cta: NavLink };
}

export const NAV_MENUS: NavMenu[] = [
  {
    id: "company",
    label: "Company",
    links: [
      { label: "About", to: "/company" },
      { label: "Our story", to: "/company/about" },
      { label: "Values", to: "/company/values" },
      { label: "Sustainability", to: "/company/sustainability" },
    ],
    panel: {
      title: "Built in Bangalore",
      description: "A small team of frequent flyers making travel lighter, one city at a time.",
      cta: { label: "Read our story", to: "/company/about" },
    },
  },
  {
    id: "services",
    label: "Services",
    links: [
      { label: "Wardrobe Stash", to: "/services/wardrobe" },
      { label: "Fully Stashed Suitcase", to: "/services/fully-stashed" },
      { label: "Replenishment", to: "/services/replenishment" },
    ],
    panel: {
      title: "Pressed and waiting",
      description: "Your clothes picked up, cleaned, ironed and delivered to your hotel with 8 hours' notice.",
      cta: { label: "See pricing", to: "/pricing" },
    },
  },
  {
    id: "forwhom",
    label: "For Whom",
    links: [
      { label: "Traveling consultants", to: "/forwhom/consultants" },
      { label: "NRIs visiting India", to: "/forwhom/nri" },
      { label: "Casual travellers", to: "/forwhom/casual" },
    ],
    panel: {
      title: "Made for people who fly often",
      description: CITY_PHRASES.panel,
      cta: { label: "Read the FAQ", to: "/faq" },
    },
  },
];

/** Plain links beside the menus in the header. */
export const PRIMARY_LINKS: NavLink[] = [
  { label: "Pricing", to: "/pricing" },
  { label: "FAQ", to: "/faq" },
];

export const FOOTER_MORE: NavLink[] = [
  ...PRIMARY_LINKS,
  { label: "Privacy notice", to: "/privacy" },
  { label: "Pilot terms", to: "/terms" },
];

export const FOOTER_CONTACT = {
  heading: "Contact",
  email: CONTACT_EMAIL,
  lines: [`${BRAND_NAME} Concierge, Bangalore, Karnataka`, "Multi-city subscriptions are arranged by e-mail."],
};

/** The footer's list of every page; the header's menu links to it when JavaScript is off. */
export const SITE_MAP_ID = "site-map";
