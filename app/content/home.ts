import { BRAND_NAME, CITY_PHRASES } from "./site";

export const HERO = {
  eyebrow: `Live in ${CITY_PHRASES.live}`,
  heading: "Travel light. Your wardrobe is already there.",
  lead: "Stash your clothes in the cities you visit. We clean, iron and repack them, then deliver to your hotel with 8 hours' notice.",
  secondaryCta: { label: "See pricing", to: "/pricing" },
  videoLabel: `Play the film: how ${BRAND_NAME} works`,
  videoTitle: `How ${BRAND_NAME} works`,
};

/**
 * The hero's animated explainer when no film is configured (PROMO_VIDEO_URL unset): three steps drawn
 * from our own illustrations (public/illustrations/), shown in turn, each for EXPLAINER_STEP_S seconds.
 */
export const EXPLAINER = {
  label: `How ${BRAND_NAME} works, in three steps`,
  pause: "Pause animation",
  steps: [
    { image: "/illustrations/packed-suitcase.svg", title: "Send us your bag", text: "A prepaid label, once." },
    { image: "/illustrations/garment-bag.svg", title: "We clean and press it", text: "Stored in your city’s hub." },
    { image: "/illustrations/hotel-door.svg", title: "It waits at your hotel", text: "With 8 hours’ notice." },
  ],
} as const;
export const EXPLAINER_STEP_S = 3;

export interface Step {
  title: string;
  text: string;
}

/** The four-step strip under the hero. */
export const STEPS: Step[] = [
  { title: "Choose your cities", text: `Pick the city you visit most: ${CITY_PHRASES.liveOr}.` },
  {
    title: "Pack once per destination",
    text: "Send a bag on a prepaid label; it reaches the hub in 3 to 5 business days.",
  },
  { title: "Schedule with ease", text: "Message us a hotel and a time. 8 hours' notice is enough." },
  { title: "Travel light", text: "Board with a laptop bag. Your clothes are pressed and waiting." },
];

export interface Feature {
  id: "pickup" | "hotel" | "eco" | "multicity" | "storage";
  title: string;
  text: string;
}

export const FEATURES_COPY = {
  eyebrow: "Why travellers stash",
  heading: "Comfort isn’t a luxury, it’s a choice",
  lead: "Five things we take off your list, every trip.",
};

export const FEATURES: Feature[] = [
  {
    id: "pickup",
    title: "Concierge pickup",
    text: "A concierge collects from your hotel room or front desk after checkout. No queue, no courier to chase.",
  },
  {
    id: "hotel",
    title: "Hotel coordination",
    text: "We talk to the front desk so your bag is waiting at check-in, even on a 6 am arrival.",
  },
  {
    id: "eco",
    title: "Eco cleaning",
    text: "Low-water washing and biodegradable detergents; suits go to dry cleaners we have audited.",
  },
  {
    id: "multicity",
    title: "Multi-city support",
    text: "Move a stash between cities for ₹1,000 with 3 to 4 days' lead time, or keep one in each.",
  },
  {
    id: "storage",
    title: "Tracked-safe storage",
    text: "Every item is tagged and photographed at the hub, so your inventory in the app is always exact.",
  },
];

export const CHAT_COPY = {
  eyebrow: "Concierge chat",
  heading: "One message, and it’s handled",
  lead: "Pickups, deliveries and little emergencies, sorted over chat by a real concierge.",
  conciergeName: "Asha, your concierge",
  userName: "You",
  pause: "Pause chat demo",
  play: "Play chat demo",
};

export const SCREENS_COPY = {
  eyebrow: "The app",
  heading: "Your wardrobe in your pocket",
  lead: "See every item in your stash, book a delivery and chat with your concierge.",
};

export interface AppScreen {
  src: string;
  caption: string;
  alt: string;
}

export const APP_SCREENS: AppScreen[] = [
  {
    src: "/screens/stash-inventory.svg",
    caption: "Stash inventory",
    alt: "App screen 'My Stash, Mumbai' listing 14 items: 2 suits, 5 shirts, 3 trousers and 4 pairs of socks, the socks flagged for a top-up and everything else marked Ready.",
  },
  {
    src: "/screens/schedule-delivery.svg",
    caption: "Schedule a delivery",
    alt: "App screen 'Schedule delivery' with the hotel Taj Lands End, Mumbai, the date 14 Dec, the time 6:00 pm and a Confirm delivery button.",
  },
  {
    src: "/screens/concierge-chat.svg",
    caption: "Chat with your concierge",
    alt: "App screen of a chat in which the concierge confirms a navy suit has been pressed and will reach the hotel by 7 pm.",
  },
];

export const HASHTAG_COPY = {
  lead: "Join the travellers who go",
  pause: "Pause hashtags",
  play: "Play hashtags",
};

/** The rotating hashtag: exactly 10 tags, one every 2 s. */
export const HASHTAGS = [
  "#TravelLight",
  "#StashAndGo",
  "#NoCheckedBags",
  "#PressedAndReady",
  "#HandLuggageOnly",
  "#WardrobeOnCall",
  "#LandAndLeave",
  "#CarryLess",
  "#HotelReady",
  "#StashdLife",
] as const;

export const CLOSING_CTA = {
  heading: "Your next trip could start with a laptop bag",
  lead: "The pilot is invite-only. Join the waitlist and we'll get back to you with next steps.",
};
