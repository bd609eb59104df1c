import { describe, expect, it } from "vitest";
import { istDayOf } from "../../contract/trending-days.js";
import { appWithStaff } from "../test-support/staff-app.js";

const FIREFOX = "Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0";
const MESSAGES = ["call +91 99999 99999 to claim refund", "https://stashd-login.example/reset", "\u202Eevil"];

describe("traffic sources are labels, not messages", () => {
  const ctx = appWithStaff();

  it("shows staff only short labels, case-insensitively merged, and counts the rest as Other", async () => {
    for (const [i, utmSource] of [...MESSAGES, "X", "x"].entries()) {
      const beacon = await ctx.app.inject({
        method: "POST",
        url: "/api/v1/visits",
        remoteAddress: `203.0.113.${i + 1}`,
        headers: { "user-agent": FIREFOX },
        payload: { path: "/", utmSource },
      });
      expect(beacon.statusCode).toBe(204);
    }
    // A sign-up's landing source comes from the page: it is not trusted either.
    const joined = await ctx.app.inject({
      method: "POST",
      url: "/api/v1/survey_responses",
      payload: {
        name: "Asha Rao",
        email: "asha.rao@example.com",
        phone: "98765 43210",
        homeCity: "Bangalore",
        ageConfirmed: true,
        landingPath: "/",
        landingSource: MESSAGES[0],
      },
    });
    expect(joined.statusCode).toBe(201);
    // Rows stored before the rule, in two spellings.
    const day = istDayOf(new Date());
    await ctx.app.db
      .insertInto("trafficSiteDays")
      .values([
        { day, source: MESSAGES[1] as string, visitors: 2 },
        { day, source: "Newsletter", visitors: 3 },
        { day, source: "newsletter", visitors: 1 },
      ])
      .execute();
    await ctx.app.traffic.flush();

    const report = await ctx.app.inject({ method: "GET", url: "/api/v1/admin/traffic", headers: ctx.staff });
    const sources: { source: string; visitors: number; joins: number }[] = report.json().sources;
    expect(sources.map((s) => s.source).sort()).toEqual(["Newsletter", "Other", "x"]);
    expect(sources.find((s) => s.source === "Other")).toEqual({ source: "Other", visitors: 5, joins: 1 });
    expect(sources.find((s) => s.source === "x")?.visitors).toBe(2);
    expect(sources.find((s) => s.source === "Newsletter")?.visitors).toBe(4);
  });
});
