import { describe, expect, it } from "vitest";
import { agoText } from "./freshness";

describe("agoText", () => {
  const at = "2026-11-24T10:00:00.000Z";
  const later = (seconds: number) => Date.parse(at) + seconds * 1000;
  it("says how long ago the counts caught up", () => {
    expect(agoText(at, later(2))).toBe("just now");
    expect(agoText(at, later(40))).toBe("40 s ago");
    expect(agoText(at, later(600))).toBe("10 min ago");
  });
});
