import { describe, expect, it } from "vitest";
import { addDays, defaultRange, eachDay, isCalendarDay, istDayEnd, istDayOf, istDayStartUtc } from "./trending-days.js";

describe("India-time days", () => {
  it("puts 23:30 UTC on the next Indian day and 18:29 UTC on the same one", () => {
    expect(istDayOf("2026-11-22T23:30:00.000Z")).toBe("2026-11-23");
    expect(istDayOf("2026-11-22T18:29:59.999Z")).toBe("2026-11-22");
    expect(istDayOf("2026-11-22T18:30:00.000Z")).toBe("2026-11-23");
  });

  it("starts an Indian day at 18:30 UTC the evening before", () => {
    expect(istDayStartUtc("2026-11-23")).toBe("2026-11-22T18:30:00.000Z");
    expect(istDayStartUtc("2026-01-01")).toBe("2025-12-31T18:30:00.000Z");
  });

  it("accepts only real calendar days", () => {
    expect(isCalendarDay("2028-02-29")).toBe(true);
    for (const bad of ["2026-02-29", "2026-13-01", "2026-1-01", "26-01-01", "yesterday", "2026-01-01T00:00"]) {
      expect(isCalendarDay(bad)).toBe(false);
    }
  });

  it("counts days across month and year ends", () => {
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
    expect(eachDay("2026-12-30", "2027-01-02")).toEqual(["2026-12-30", "2026-12-31", "2027-01-01", "2027-01-02"]);
    expect(eachDay("2026-01-02", "2026-01-01")).toEqual([]);
  });

  it("defaults to the last 90 Indian days, today included", () => {
    // 20:00 UTC on 1 March is already 2 March in India.
    const range = defaultRange(new Date("2026-03-01T20:00:00.000Z"));
    expect(range).toEqual({ from: "2025-12-03", to: "2026-03-02" });
    expect(eachDay(range.from, range.to)).toHaveLength(90);
  });
});

describe("istDayEnd", () => {
  it("is the first instant of the next Indian day, for any instant of this one", () => {
    const midnight = Date.parse("2026-11-24T18:30:00.000Z"); // 00:00 on 25 November in India
    for (const at of [midnight - 86_400_000, midnight - 1, Date.parse("2026-11-24T05:00:00Z")]) {
      expect(istDayEnd(at)).toBe(midnight);
    }
    expect(istDayOf(new Date(istDayEnd(midnight - 1)))).toBe("2026-11-25");
    expect(istDayEnd(midnight)).toBe(midnight + 86_400_000);
  });
});
