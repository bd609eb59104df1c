import { GST_PERCENT } from "./money";
import { CONTACT_EMAIL } from "./site";

export type PricingMode = "subscription" | "payg";

/** The pricing page opens the fee table when its URL ends with this hash (app/components/site/use-pricing-url.ts). */
export const FEES_HASH = "fees";

/** Links that promise a state of the pricing page land in it. */
export const PRICING_LINKS = { payg: "/pricing?mode=payg", fees: `/pricing#${FEES_HASH}` } as const;

interface PlanBase {
  title: string;
  /** Weight and volume, e.g. "up to 4 kg / 20L". */
  size: string;
  /** Ideal trip length. */
  stay: string;
  /** The bag the plan stores. */
  type: string;
}
export interface SubscriptionPlan extends PlanBase {
  category: "subscription";
  /** Rupees per month. */
  price: number;
}
export interface PaygPlan extends PlanBase {
  category: "payg";
  /** Rupees per month. */
  storageFee: number;
  /** Rupees per use. */
  perUseFee: number;
}
export type Plan = SubscriptionPlan | PaygPlan;

/** Monthly subscription plans (docs/product.md, Marketing site). */
export const SUBSCRIPTION_PLANS: SubscriptionPlan[] = [
  {
    title: "Duffle Bag",
    type: "Duffle",
    size: "up to 4 kg / 20L",
    stay: "1-2 days",
    category: "subscription",
    price: 1500,
  },
  {
    title: "Small Cabin Bag",
    type: "Small Cabin",
    size: "up to 8 kg / 35L",
    stay: "2-3 days",
    category: "subscription",
    price: 3000,
  },
  {
    title: "Medium Check-in Bag",
    type: "Medium Check-in",
    size: "up to 12 kg / 60L",
    stay: "3-5 days",
    category: "subscription",
    price: 4000,
  },
];

/** Pay as you go (docs/product.md, Marketing site). Sizes match the subscription bags of the same type. */
export const PAYG_PLANS: PaygPlan[] = [
  {
    title: "Duffle",
    type: "Duffle",
    size: "up to 4 kg / 20L",
    stay: "1-2 days",
    category: "payg",
    storageFee: 200,
    perUseFee: 600,
  },
  {
    title: "Small Cabin",
    type: "Small Cabin",
    size: "up to 8 kg / 35L",
    stay: "2-3 days",
    category: "payg",
    storageFee: 300,
    perUseFee: 1000,
  },
  {
    title: "Medium Check-in",
    type: "Medium Check-in",
    size: "up to 12 kg / 60L",
    stay: "3-5 days",
    category: "payg",
    storageFee: 500,
    perUseFee: 1500,
  },
];

export const PRICING_MODES: { id: PricingMode; label: string }[] = [
  { id: "subscription", label: "Subscription" },
  { id: "payg", label: "Pay as you go" },
];

/** The notes list under the plan cards; a note with `mailto` ends with that address as a link. */
export const PRICING_NOTES: { text: string; mailto?: string }[] = [
  { text: "Subscription: a minimum commitment of 3 months, then month-to-month from the 4th month." },
  { text: "Pay as you go: no lock-in. Stop whenever you like." },
  { text: `GST is extra at ${GST_PERCENT}%; each price shows its total with GST.` },
  { text: "Each use includes pickup, delivery, cleaning, ironing and repacking." },
  { text: "Charges are per city. One city per subscription." },
  { text: "Multi-city subscriptions go through support by e-mail:", mailto: CONTACT_EMAIL },
];

export interface ServiceFee {
  service: string;
  price: string;
}

/** Indicative service fees (docs/product.md, Marketing site). */
export const SERVICE_FEES: ServiceFee[] = [
  { service: "Replenishment of basics (socks, tee, etc.)", price: "₹300-₹800" },
  { service: "Dry cleaning of suits and jackets", price: "₹500-₹1,200" },
  { service: "Delivery beyond the city centre", price: "₹25/km from the CBD" },
  { service: "Inter-city stash transfer", price: "₹1,000 per transfer" },
];

export const PRICING_COPY = {
  eyebrow: "Pricing",
  heading: "Simple prices, one city at a time",
  lead: "Pick a monthly plan for the city you visit most, or pay only when you travel.",
  toggleLabel: "Billing mode",
  notesHeading: "Good to know",
  showFees: "View Service Fees",
  hideFees: "Hide Service Fees",
  feesCaption: "Indicative service fees, before GST",
};
