import { describe, expect, it } from "vitest";
import {
  BUILD_TIME_CITIES,
  CITIES_META_NAME,
  citiesMetaContent,
  cityList,
  cityPhrases,
  readSiteCities,
} from "../../contract/cities";
import { FAQ_ITEMS } from "./faq";
import { HERO } from "./home";
import { CITY_PHRASES, SITE_CITIES } from "./site";

/** A document whose head holds the cities meta with this content. */
const pageWith = (content: string | undefined) => ({
  querySelector: (selector: string) =>
    selector === `meta[name="${CITIES_META_NAME}"]` && content !== undefined ? ({ content } as HTMLMetaElement) : null,
});

describe("the live cities of the marketing copy", () => {
  it("are the build-time cities while pre-rendering, written through the phrases", () => {
    expect(SITE_CITIES).toEqual(BUILD_TIME_CITIES);
    expect(cityList(["A"])).toBe("A");
    expect(cityList(["A", "B", "C"], "or")).toBe("A, B or C");
    expect(HERO.eyebrow).toBe("Live in Bangalore, Mumbai and Delhi NCR");
    const answer = FAQ_ITEMS.find((item) => item.question === "Which cities do you serve?")?.answer ?? "";
    expect(answer).toBe(CITY_PHRASES.serve);
    for (const city of [...BUILD_TIME_CITIES.live, ...BUILD_TIME_CITIES.planned]) expect(answer).toContain(city);
  });

  it("are read from the page the server sent, and fall back to the build's when it carries none", () => {
    const opened = { live: ["Bangalore", "Mumbai", "Delhi NCR", "Pune"], planned: ["Hyderabad", "Chennai"] };
    expect(readSiteCities(pageWith(citiesMetaContent(opened)))).toEqual(opened);
    expect(readSiteCities(pageWith(undefined))).toEqual(BUILD_TIME_CITIES);
    expect(readSiteCities(pageWith("{not json"))).toEqual(BUILD_TIME_CITIES);
    expect(readSiteCities(pageWith('{"live":[],"planned":[]}'))).toEqual(BUILD_TIME_CITIES);
    expect(readSiteCities(undefined)).toEqual(BUILD_TIME_CITIES);
  });

  it("read right for one live city, one planned city, and none planned", () => {
    const one = cityPhrases({ live: ["Bangalore"], planned: ["Pune"] });
    expect(one.serve).toBe("Bangalore is live. Pune comes next, depending on demand from the waitlist.");
    expect(one.next).toBe("Pune comes next, depending on demand.");
    expect(one.panel).toBe("Live in Bangalore. Pune follows demand.");
    const all = cityPhrases({ live: ["Bangalore", "Pune"], planned: [] });
    expect(all.serve).toBe(
      "Bangalore and Pune are live. More cities come next, depending on demand from the waitlist.",
    );
    expect(all.liveOr).toBe("Bangalore or Pune");
    expect(all.panel).toBe("Live in Bangalore and Pune. More cities follow demand.");
  });

  it("are phrases the server can find in a built page: distinct, and never a lone city name", () => {
    const phrases = Object.values(cityPhrases(BUILD_TIME_CITIES));
    expect(new Set(phrases).size).toBe(phrases.length);
    for (const phrase of phrases) {
      expect([...BUILD_TIME_CITIES.live, ...BUILD_TIME_CITIES.planned]).not.toContain(phrase);
    }
  });
});
