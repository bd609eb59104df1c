import { describe, expect, it } from "vitest";
import { zeroFilledSeries } from "./series.js";

describe("zeroFilledSeries", () => {
  it("gives every day of the range a point, with zeros on quiet days", () => {
    const series = zeroFilledSeries(
      { from: "2026-02-27", to: "2026-03-02" },
      {
        waitlists: new Map([
          ["2026-02-27", 2],
          ["2026-03-01", 1],
        ]),
        confirmed: new Map([["2026-02-28", 1]]),
        invites: new Map([["2026-03-02", 4]]),
        signups: new Map(),
      },
    );
    expect(series).toEqual([
      { date: "2026-02-27", waitlists: 2, confirmed: 0, invites: 0, signups: 0 },
      { date: "2026-02-28", waitlists: 0, confirmed: 1, invites: 0, signups: 0 },
      { date: "2026-03-01", waitlists: 1, confirmed: 0, invites: 0, signups: 0 },
      { date: "2026-03-02", waitlists: 0, confirmed: 0, invites: 4, signups: 0 },
    ]);
  });

  it("ignores counts outside the range", () => {
    const series = zeroFilledSeries(
      { from: "2026-01-01", to: "2026-01-01" },
      { waitlists: new Map([["2025-12-31", 9]]), confirmed: new Map(), invites: new Map(), signups: new Map() },
    );
    expect(series).toEqual([{ date: "2026-01-01", waitlists: 0, confirmed: 0, invites: 0, signups: 0 }]);
  });
});
