import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../../../contract/languages";
import { NOTICES } from ".";
import { NOTICE_SHAPE } from "./notice-text";

const emailItems = (code: keyof typeof NOTICES) =>
  NOTICES[code].sections.flatMap((section, s) =>
    section.items.flatMap((item, i) => (item.includes("{email}") ? [`${s}.${i}`] : [])),
  );

describe("the notice's translations", () => {
  it("has one text per language, each line for line the English one's, saying that the English prevails", () => {
    expect(Object.keys(NOTICES).sort()).toEqual(LANGUAGES.map((l) => l.code).sort());
    for (const language of LANGUAGES) {
      const text = NOTICES[language.code];
      expect(
        text.sections.map((section) => section.items.length),
        language.code,
      ).toEqual([...NOTICE_SHAPE]);
      // The contact address, the numbers and the withdrawal word sit where the English puts them.
      expect(emailItems(language.code), language.code).toEqual(emailItems("en"));
      const all = [text.intro, ...text.sections.flatMap((s) => s.items)].join(" ");
      for (const fact of ["18", "7", "12", "14", "STOP", "Meta"])
        expect(all, `${language.code}: ${fact}`).toContain(fact);
      expect(Boolean(text.prevails), language.code).toBe(language.code !== "en");
    }
  });
});
