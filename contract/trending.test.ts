import { describe, expect, it } from "vitest";
import {
  breakdownQuerySchema,
  MAX_RANGE_DAYS,
  rangeErrors,
  rangeQuerySchema,
  ratio,
  resolveRange,
} from "./trending.js";
import { addDays } from "./trending-days.js";

describe("trending range", () => {
  const now = new Date("2026-03-01T20:00:00.000Z");

  it("fills a missing end with today in India and a missing start with 90 days before the end", () => {
    expect(resolveRange({}, now)).toEqual({ from: "2025-12-03", to: "2026-03-02" });
    expect(resolveRange({ to: "2026-01-31" }, now)).toEqual({ from: "2025-11-03", to: "2026-01-31" });
    expect(resolveRange({ from: "2026-02-01" }, now)).toEqual({ from: "2026-02-01", to: "2026-03-02" });
  });

  it("refuses an end before the start and a range longer than the limit", () => {
    expect(rangeErrors({ from: "2026-02-02", to: "2026-02-01" })).toEqual([
      { field: "to", message: "To must be on or after From." },
    ]);
    expect(rangeErrors({ from: "2026-02-01", to: "2026-02-01" })).toEqual([]);
    const longest = { from: "2024-01-01", to: addDays("2024-01-01", MAX_RANGE_DAYS - 1) };
    expect(rangeErrors(longest)).toEqual([]);
    expect(rangeErrors({ ...longest, to: addDays(longest.to, 1) })[0]?.field).toBe("from");
  });

  it("rejects malformed dates and unknown parameters", () => {
    expect(rangeQuerySchema.safeParse({ from: "2026-02-30" }).success).toBe(false);
    expect(rangeQuerySchema.safeParse({ form: "2026-02-01" }).success).toBe(false);
    expect(breakdownQuerySchema.parse({}).by).toBe("home_city");
    expect(breakdownQuerySchema.safeParse({ by: "company" }).success).toBe(false);
  });

  it("gives no rate when the step before had nothing", () => {
    expect(ratio(3, 4)).toBe(0.75);
    expect(ratio(0, 0)).toBeNull();
  });
});
