import { describe, expect, it } from "vitest";
import { visitConversion } from "../../contract/traffic.js";
import { istDayOf } from "../../contract/trending-days.js";
import { insertSurvey } from "../seed/rows.js";
import { appWithStaff } from "../test-support/staff-app.js";

const DAY = 86_400_000;
const ago = (days: number) => new Date(Date.now() - days * DAY).toISOString();

/**
 * A ratio only of counts of the same period: visits were first counted 3 days ago, so the 40 entries of the
 * weeks before are joins but not conversions of any counted visit.
 */
const ctx = appWithStaff();
const report = async (query = "") =>
  (await ctx.app.inject({ method: "GET", url: `/api/v1/admin/traffic${query}`, headers: ctx.staff })).json();

describe("visitors who joined", () => {
  it("says no visits were counted instead of a share, then divides only joins since counting began", async () => {
    for (let n = 0; n < 40; n++) await insertSurvey(ctx.app.db, { createdAt: ago(10 + (n % 5)) });
    const before = await report();
    expect(before).toMatchObject({ visitors: 0, joins: 40, countedSince: null, joinsSinceCounted: 0 });
    expect(visitConversion(before.joinsSinceCounted, before.visitors)).toBeNull();

    await ctx.app.db
      .insertInto("trafficSiteDays")
      .values({ day: istDayOf(ago(3)), source: "Google", visitors: 8 })
      .execute();
    await insertSurvey(ctx.app.db, { createdAt: ago(2) });
    const after = await report();
    expect(after).toMatchObject({ visitors: 8, joins: 41, countedSince: istDayOf(ago(3)), joinsSinceCounted: 1 });
    expect(visitConversion(after.joinsSinceCounted, after.visitors)).toBe(1 / 8);
  });

  it("never says more than 100%", () => {
    expect(visitConversion(24_654, 1)).toBe(1);
    expect(visitConversion(0, 0)).toBeNull();
  });
});
