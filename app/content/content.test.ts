import { describe, expect, it } from "vitest";
import { AUDIENCES } from "./audiences";
import { CONVERSATIONS } from "./chat-demo";
import { FAQ_ITEMS } from "./faq";
import { HASHTAGS } from "./home";
import { formatInr } from "./money";
import { PAGES } from "./pages";
import { PAYG_PLANS, SUBSCRIPTION_PLANS } from "./pricing";
import { SERVICES } from "./services";
import * as terms from "./terms";

describe("site content against docs/product.md, Marketing site", () => {
  it("has exactly 12 FAQ questions, 10 hashtags and 3 chat conversations", () => {
    expect(FAQ_ITEMS).toHaveLength(12);
    expect(new Set(FAQ_ITEMS.map((item) => item.question)).size).toBe(12);
    expect(new Set(HASHTAGS).size).toBe(10);
    expect(CONVERSATIONS.map((conversation) => conversation.topic)).toEqual([
      "A missing sock",
      "A stained shirt",
      "A hotel pickup",
    ]);
  });

  it("carries the documented plan prices", () => {
    expect(SUBSCRIPTION_PLANS.map((plan) => [plan.title, plan.size, plan.stay, plan.price])).toEqual([
      ["Duffle Bag", "up to 4 kg / 20L", "1-2 days", 1500],
      ["Small Cabin Bag", "up to 8 kg / 35L", "2-3 days", 3000],
      ["Medium Check-in Bag", "up to 12 kg / 60L", "3-5 days", 4000],
    ]);
    expect(PAYG_PLANS.map((plan) => [plan.title, plan.storageFee, plan.perUseFee])).toEqual([
      ["Duffle", 200, 600],
      ["Small Cabin", 300, 1000],
      ["Medium Check-in", 500, 1500],
    ]);
  });

  it("states the operational rules the FAQ answers rely on", () => {
    const answers = FAQ_ITEMS.map((item) => item.answer).join(" ");
    for (const rule of ["8 hours", "48 hours", "3 to 5 business days", "₹1,000", "3 to 4 days", "2 to 3 days", "18%"]) {
      expect(answers).toContain(rule);
    }
  });

  it("points every service and audience page at a registered page with two linked cards", () => {
    for (const page of [...Object.values(SERVICES), ...Object.values(AUDIENCES)]) {
      expect(PAGES[page.page]).toBeDefined();
      for (const card of page.cards) expect(card.cta.to).toMatch(/^\//);
    }
    expect(Object.keys(SERVICES).map((slug) => `/services/${slug}`)).toEqual(
      Object.values(SERVICES).map((page) => PAGES[page.page].path),
    );
    expect(Object.keys(AUDIENCES).map((slug) => `/forwhom/${slug}`)).toEqual(
      Object.values(AUDIENCES).map((page) => PAGES[page.page].path),
    );
  });

  it("states the pilot's terms from their named constants, and no other figure than those and the prices' own", () => {
    const { TERMS } = terms;
    const text = [TERMS.lead, ...TERMS.sections.flatMap((s) => [...(s.paragraphs ?? []), ...(s.items ?? [])])].join(
      " ",
    );
    expect(text).toContain(`We reply within ${terms.RESPONSE_TIME}.`);
    expect(text).toContain(`up to ${formatInr(terms.LIABILITY_CAP_PER_ITEM_INR)} per item`);
    const stated = [
      terms.RESPONSE_TIME.match(/\d+/)?.[0],
      formatInr(terms.LIABILITY_CAP_PER_ITEM_INR),
      terms.RETURN_WITHIN_DAYS,
      terms.PRICE_CHANGE_NOTICE_DAYS,
      terms.ENDING_NOTICE_DAYS,
      terms.MINIMUM_AGE,
    ].map(String);
    // The 8 hours' notice, GST at 18% and the 3-month minimum are the FAQ's and the pricing page's.
    const confirmed = ["8", "18%", "3"];
    expect(new Set(text.match(/₹?\d[\d,]*%?/g))).toEqual(new Set([...stated, ...confirmed]));
  });
});

/** Every string in the content modules, with the key it sits under. */
function strings(value: unknown, key = ""): [string, string][] {
  if (typeof value === "string") return [[key, value]];
  if (Array.isArray(value)) return value.flatMap((item) => strings(item, key));
  if (value && typeof value === "object") return Object.entries(value).flatMap(([k, v]) => strings(v, k));
  return [];
}

describe("typography and spelling of the site’s copy", () => {
  const modules = import.meta.glob<Record<string, unknown>>(["./*.ts", "!./*.test.ts"], { eager: true });
  const all = Object.values(modules).flatMap((module) => strings(module));

  it("sets headings and titles with curly apostrophes", () => {
    const straight = all.filter(([key, text]) => /heading|title|question|notFound/i.test(key) && text.includes("'"));
    expect(straight).toEqual([]);
  });

  it("spells centre one way", () => {
    expect(all.filter(([, text]) => /\bcenter\b/i.test(text))).toEqual([]);
  });

  it("reads the pilot's cities as a sentence in the terms", () => {
    expect(JSON.stringify(terms.TERMS)).toContain("The pilot runs in Bangalore, Mumbai and Delhi NCR.");
  });
});
