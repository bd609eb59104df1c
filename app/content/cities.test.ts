import { describe, expect, it } from "vitest";
import { FAQ_ITEMS } from "./faq";
import { HERO } from "./home";
import { cityList, LIVE_CITIES, LIVE_CITIES_TEXT, PLANNED_CITIES } from "./site";

describe("the live cities of the marketing copy", () => {
  it("are written from one constant", () => {
    expect(cityList(["A"])).toBe("A");
    expect(cityList(["A", "B", "C"], "or")).toBe("A, B or C");
    expect(LIVE_CITIES_TEXT).toBe("Bangalore, Mumbai and Delhi NCR");
    expect(HERO.eyebrow).toBe(`Live in ${LIVE_CITIES_TEXT}`);
    const answer = FAQ_ITEMS.find((item) => item.question === "Which cities do you serve?")?.answer ?? "";
    for (const city of [...LIVE_CITIES, ...PLANNED_CITIES]) expect(answer).toContain(city);
  });
});
