import { describe, expect, it } from "vitest";
import {
  acceptanceRate,
  demandScore,
  freeThisWeek,
  indiaWeekStart,
  proposedWaveSize,
  tripsNumber,
  weeksToWait,
  weightedMedian,
} from "./hub-rules.js";

describe("acceptance rate", () => {
  it("is the city's own once it has 20 ended invites", () => {
    expect(acceptanceRate({ accepted: 15, expired: 5 }, { accepted: 20, expired: 80 })).toBe(0.75);
  });
  it("falls back to all cities below 20, and to 0.5 until all cities have 20", () => {
    expect(acceptanceRate({ accepted: 19, expired: 0 }, { accepted: 30, expired: 70 })).toBe(0.3);
    expect(acceptanceRate({ accepted: 10, expired: 0 }, { accepted: 10, expired: 9 })).toBe(0.5);
    expect(acceptanceRate({ accepted: 0, expired: 0 }, { accepted: 0, expired: 0 })).toBe(0.5);
  });
  it("can be 0 for a city whose 20 ended invites all expired", () => {
    expect(acceptanceRate({ accepted: 0, expired: 20 }, { accepted: 50, expired: 50 })).toBe(0);
  });
});

describe("free places and wave size", () => {
  it("takes this week's sign-ups and the open invites expected to be accepted off the intake", () => {
    const intake = { weeklyCapacity: 20, accountsThisWeek: 4, openInvites: 10, acceptanceRate: 0.6 };
    expect(freeThisWeek(intake)).toBe(10);
    expect(proposedWaveSize(100, 10, 0.6)).toBe(16);
    expect(proposedWaveSize(7, 10, 0.6)).toBe(7);
  });
  it("counts whole places, rounded down: 18.6 free places are 18", () => {
    expect(
      freeThisWeek({ weeklyCapacity: 40, accountsThisWeek: 5, openInvites: 33, acceptanceRate: 0.5 - 0.1 / 33 }),
    ).toBe(18);
    expect(freeThisWeek({ weeklyCapacity: 10, accountsThisWeek: 0, openInvites: 4, acceptanceRate: 0.7 })).toBe(7);
  });
  it("is never below zero, and zero without an intake", () => {
    expect(freeThisWeek({ weeklyCapacity: 5, accountsThisWeek: 9, openInvites: 3, acceptanceRate: 0.5 })).toBe(0);
    expect(freeThisWeek({ weeklyCapacity: null, accountsThisWeek: 0, openInvites: 0, acceptanceRate: 0.5 })).toBe(0);
    expect(proposedWaveSize(10, 3, 0)).toBe(0);
  });
  it("does not lose a whole invite to rounding", () => {
    expect(proposedWaveSize(100, 3, 0.6)).toBe(5);
  });
});

describe("the wait estimate", () => {
  it("is place ÷ (intake ÷ rate), rounded up, at least a week", () => {
    expect(weeksToWait(45, 10, 0.5)).toBe(3);
    expect(weeksToWait(40, 10, 0.5)).toBe(2);
    expect(weeksToWait(1, 10, 0.5)).toBe(1);
    expect(weeksToWait(5, null, 0.5)).toBeNull();
    expect(weeksToWait(5, 0, 0.5)).toBeNull();
  });
});

describe("India weeks", () => {
  it("start on Monday at midnight India time", () => {
    // Sunday 23:00 India time is still the week that began the Monday before.
    expect(indiaWeekStart(new Date("2026-11-29T17:30:00Z")).toISOString()).toBe("2026-11-22T18:30:00.000Z");
    expect(indiaWeekStart(new Date("2026-11-29T18:30:00Z")).toISOString()).toBe("2026-11-29T18:30:00.000Z");
  });
});

describe("demand score", () => {
  it("follows the formula shown on screen", () => {
    const base = { homeCity: 100, wantToVisit: 40, confirmedShare: 0.5, growth: 1.5, tripsPerMonth: 2, referrals: 3 };
    expect(demandScore(base)).toBe(Math.round(120 * 0.5 * 1.5 * 2 + 6));
    expect(demandScore({ ...base, growth: 10, tripsPerMonth: 9 })).toBe(Math.round(120 * 0.5 * 2 * 4 + 6));
    expect(demandScore({ ...base, growth: null, tripsPerMonth: null })).toBe(Math.round(120 * 0.5 * 2 + 6));
  });
  it("reads numbers out of trip answers and takes a weighted median", () => {
    expect(tripsNumber("2-3")).toBe(2.5);
    expect(tripsNumber("about 4")).toBe(4);
    expect(tripsNumber("often")).toBeNull();
    expect(
      weightedMedian([
        [1, 1],
        [4, 3],
        [2, 1],
      ]),
    ).toBe(4);
    expect(
      weightedMedian([
        [1, 1],
        [3, 1],
      ]),
    ).toBe(2);
    expect(weightedMedian([])).toBeNull();
  });
});
