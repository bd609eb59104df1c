import { describe, expect, it } from "vitest";
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
});
