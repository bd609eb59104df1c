import { describe, expect, it } from "vitest";
import { SCRIPTS } from "./form-copy/translations-check";
import { LANGUAGES } from "./languages";
import { longDate } from "./long-date";

// 8 pm UTC on 6 December is already the 7th in India.
const AT = "2026-12-06T20:00:00.000Z";

describe("longDate", () => {
  it("writes India's day in Indian English, and in a language's own words and script", () => {
    expect(longDate(AT)).toBe("7 December 2026");
    expect(longDate(AT, "hi")).toBe("7 दिसंबर 2026");
    expect(longDate(AT, "ta")).toMatch(/^7 [\u0B80-\u0BFF]+, 2026$/u);
  });

  it("writes Sindhi's month in the Perso-Arabic script its text is in, not in Devanagari", () => {
    const sindhi = longDate(AT, "sd");
    expect(sindhi).toMatch(/[\u0600-\u06FF]/u);
    expect(sindhi).not.toMatch(/[\u0900-\u097F]/u);
    expect(sindhi).toContain("2026");
  });

  it("writes every language's date in that language's own script or in digits alone, never in another script", () => {
    for (const { code, script } of LANGUAGES.filter((l) => l.code !== "en")) {
      const letters = [...longDate(AT, code)].filter((c) => /\p{L}/u.test(c));
      const own = SCRIPTS[script] ?? /$^/u;
      expect(letters.filter((c) => !own.test(c)).join(""), `${code}: ${longDate(AT, code)}`).toBe("");
      expect(longDate(AT, code), code).toMatch(/^(?=.*2026)(?=.*(^|\D)0?7(\D|$))/u);
    }
  });
});
