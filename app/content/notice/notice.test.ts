import { describe, expect, it } from "vitest";
import { NOTICE_VERSION } from "../../../contract/consent";
import { LANGUAGES } from "../../../contract/languages";
import { NOTICE_ARCHIVE, NOTICES } from ".";
import { NOTICE_SHAPE } from "./notice-text";

const itemsWith = (code: keyof typeof NOTICES, placeholder: string) =>
  NOTICES[code].sections.flatMap((section, s) =>
    section.items.flatMap((item, i) => (item.includes(placeholder) ? [`${s}.${i}`] : [])),
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
      // The contact and grievance addresses, the numbers and the withdrawal word sit where the English puts them.
      for (const placeholder of ["{email}", "{grievance}"])
        expect(itemsWith(language.code, placeholder), language.code).toEqual(itemsWith("en", placeholder));
      const all = [text.intro, ...text.sections.flatMap((s) => s.items)].join(" ");
      for (const fact of ["18", "7", "14", "365", "48", "STOP", "Meta"])
        expect(all, `${language.code}: ${fact}`).toContain(fact);
      expect(Boolean(text.prevails), language.code).toBe(language.code !== "en");
      // No text still says an entry is kept "12 months at most": the retention job keeps other periods.
      expect(all, language.code).not.toMatch(/\b12\b/);
    }
  });

  it("keeps each earlier version's English readable, and names the grievance officer in the current one", () => {
    expect(Object.keys(NOTICE_ARCHIVE)).toEqual(["2026-11-28", NOTICE_VERSION]);
    expect(NOTICE_ARCHIVE[NOTICE_VERSION]).toBe(NOTICES.en);
    expect(NOTICE_ARCHIVE["2026-11-28"]?.sections[3]?.items[0]).toContain("12 months at most");
    expect(NOTICES.en.sections[2]?.items[1]).toContain("Grievance Officer at {grievance}");
  });
});
