import type { ComparisonPage } from "./comparison";
import { PRICING_LINKS } from "./pricing";

export const SERVICES: Record<"wardrobe" | "fully-stashed" | "replenishment", ComparisonPage> = {
  wardrobe: {
    page: "serviceWardrobe",
    illustration: "/illustrations/garment-bag.svg",
    eyebrow: "Wardrobe Stash",
    heading: "A wardrobe that lives in the city you visit most",
    lead: "One city per subscription. Tell us the hotel and the time; with 8 hours' notice your clothes are there, pressed.",
    join: {
      heading: "Keep a wardrobe in your most-visited city",
      lead: "Tell us the city you fly to most; we'll invite you when your Wardrobe Stash can open there.",
    },
    cards: [
      {
        id: "use-cases",
        title: "Popular Use Cases",
        intro: "Travellers who return to the same city again and again.",
        tone: "positive",
        points: [
          "A consultant on a Bangalore–Mumbai client rotation, two nights every fortnight",
          "A founder with board meetings in Delhi NCR every month",
          "Weekly site visits where the suit matters more than the suitcase",
          "Anyone tired of re-packing the same five shirts",
        ],
        cta: { label: "Compare plans", to: "/pricing" },
      },
      {
        id: "expectations",
        title: "What to Expect",
        intro: "How a month with a Wardrobe Stash works.",
        tone: "neutral",
        points: [
          "Send your bag on a prepaid label; it reaches the hub in 3 to 5 business days",
          "Book a delivery at least 8 hours ahead; pickup, cleaning, ironing and repacking are included",
          "Leave at least 48 hours between a return and the next drop",
          "From ₹1,500 a month, minimum 3 months, then month-to-month; GST extra",
        ],
        cta: { label: "Read the FAQ", to: "/faq" },
      },
    ],
  },
  "fully-stashed": {
    page: "serviceFullyStashed",
    illustration: "/illustrations/packed-suitcase.svg",
    eyebrow: "Fully Stashed Suitcase",
    heading: "A packed suitcase, shipped when you need it",
    lead: "No subscription. We keep your suitcase cleaned and packed, and ship it on request, typically in 2 to 3 days.",
    join: {
      heading: "Have your suitcase packed and waiting",
      lead: "Join the waitlist and we'll let you know when we can store and ship your Fully Stashed Suitcase.",
    },
    cards: [
      {
        id: "use-cases",
        title: "Popular Use Cases",
        intro: "Trips you can see coming, but not every month.",
        tone: "positive",
        points: [
          "A wedding season in Delhi NCR with three functions and three outfits",
          "A quarterly offsite in Bangalore",
          "A long conference week in Mumbai where a cabin bag is not enough",
          "Winter clothes for a December visit, stored the rest of the year",
        ],
        cta: { label: "See pay-as-you-go prices", to: PRICING_LINKS.payg },
      },
      {
        id: "expectations",
        title: "What to Expect",
        intro: "From request to doorstep.",
        tone: "neutral",
        points: [
          "Delivery typically takes 2 to 3 days; faster options may incur express fees",
          "Your suitcase arrives cleaned, ironed and packed the way you left it",
          "Delivery beyond the city centre is ₹25/km from the CBD",
          "Dry cleaning of suits and jackets is extra, ₹500-₹1,200",
        ],
        cta: { label: "Read the FAQ", to: "/faq" },
      },
    ],
  },
  replenishment: {
    page: "serviceReplenishment",
    illustration: "/illustrations/basics-stack.svg",
    eyebrow: "Replenishment",
    heading: "Never run out of socks on the road again",
    lead: "We watch your stash for low inventory, alert you, and top it up, manually or from our suggestions. You pay for the items only.",
    join: {
      heading: "Never pack socks again",
      lead: "Join the waitlist and we'll keep your stash topped up from your very first trip.",
    },
    cards: [
      {
        id: "use-cases",
        title: "Popular Use Cases",
        intro: "The small things that go missing on long trips.",
        tone: "positive",
        points: [
          "Socks, vests and white tees that wear out faster than you notice",
          "A spare shirt after a coffee spill before a client meeting",
          "Toiletries and chargers kept with your stash",
          "Gifts picked up before a family visit",
        ],
        cta: { label: "See service fees", to: PRICING_LINKS.fees },
      },
      {
        id: "expectations",
        title: "What to Expect",
        intro: "How top-ups are billed and delivered.",
        tone: "neutral",
        points: [
          "An alert in the app when an item runs low",
          "Approve a suggested top-up or ask for something specific",
          "Basics typically cost ₹300-₹800; you are billed for the items only",
          "Items travel with your next delivery, so there is no extra trip",
        ],
        cta: { label: "Read the FAQ", to: "/faq" },
      },
    ],
  },
};
