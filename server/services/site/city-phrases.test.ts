import { describe, expect, it } from "vitest";
import { BUILD_TIME_CITIES, citiesMetaContent, cityPhrases } from "../../../contract/cities.js";
import { citiesOfPage, rewriteCities } from "./city-phrases.js";

const built = (cities = BUILD_TIME_CITIES) => {
  const p = cityPhrases(cities);
  const meta = citiesMetaContent(cities).replaceAll('"', "&quot;");
  return `<meta name="stashd-cities" content="${meta}"/><p>Live in ${p.live}</p><p>${p.serve}</p><p>${p.panel}</p><p>Pick one: ${p.liveOr}.</p><p>Bangalore hub</p>`;
};

describe("rewriting a built page's cities", () => {
  it("reads the lists a page was built with", () => {
    expect(citiesOfPage(built())).toEqual(BUILD_TIME_CITIES);
    expect(citiesOfPage("<p>no meta</p>")).toBeUndefined();
  });

  it("writes every phrase as the app renders it for the new lists, and leaves a lone city name alone", () => {
    const to = { live: ["Bangalore"], planned: ["Pune"] };
    expect(rewriteCities(built(), BUILD_TIME_CITIES, to)).toBe(built(to));
    const none = { live: ["Bangalore", "Mumbai", "Delhi NCR", "Hyderabad", "Pune", "Chennai"], planned: [] };
    expect(rewriteCities(built(), BUILD_TIME_CITIES, none)).toBe(built(none));
    expect(rewriteCities(built(), BUILD_TIME_CITIES, none)).toContain("<p>Bangalore hub</p>");
  });

  it("escapes a city's name as React does in the text and as JSON in the page's data", () => {
    const to = { live: [...BUILD_TIME_CITIES.live, "Goa & <Konkan>"], planned: ["Pune"] };
    const page = `${built()}<script type="application/ld+json">{"text":"${cityPhrases(BUILD_TIME_CITIES).serve}"}</script>`;
    const rewritten = rewriteCities(page, BUILD_TIME_CITIES, to);
    expect(rewritten).toContain("<p>Live in Bangalore, Mumbai, Delhi NCR and Goa &amp; &lt;Konkan&gt;</p>");
    expect(rewritten).toContain('{"text":"Bangalore, Mumbai, Delhi NCR and Goa \\u0026 \\u003cKonkan\\u003e are live.');
    expect(citiesOfPage(rewritten)).toEqual(to);
  });
});
