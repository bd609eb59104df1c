import { describe, expect, it } from "vitest";
import { istDayOf } from "../../contract/trending-days.js";
import { createTrafficCounter } from "../services/traffic/page-views.js";
import { appWithStaff } from "../test-support/staff-app.js";

const FIREFOX = "Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0";
const CHROME =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36";
const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

const signUp = {
  name: "Asha Rao",
  email: "asha.rao@example.com",
  phone: "98765 43210",
  homeCity: "Bangalore",
  ageConfirmed: true,
  landingPath: "/forwhom/consultants",
  landingSource: "LinkedIn",
};

describe("traffic: counting page views and the staff report", () => {
  const ctx = appWithStaff({ env: { WAITLIST_RATE_LIMIT_PER_MINUTE: "1000" } });
  const view = (payload: object, address: string, userAgent: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({
      method: "POST",
      url: "/api/v1/visits",
      payload,
      remoteAddress: address,
      headers: { "user-agent": userAgent, ...headers },
    });
  const report = (query = "") =>
    ctx.app.inject({ method: "GET", url: `/api/v1/admin/traffic${query}`, headers: ctx.staff });

  it("counts visitors once a day per page and per site, page views each time, and sign-ups by landing page and source", async () => {
    const fromLinkedIn = { referrer: "https://www.linkedin.com/feed/" };
    // Visitor 1 (LinkedIn): the consultants' page twice, then pricing; visitor 2 (Direct): the home page.
    expect((await view({ path: "/forwhom/consultants", ...fromLinkedIn }, "203.0.113.1", FIREFOX)).statusCode).toBe(
      204,
    );
    await view({ path: "/forwhom/consultants", ...fromLinkedIn }, "203.0.113.1", FIREFOX);
    await view({ path: "/pricing/", ...fromLinkedIn }, "203.0.113.1", FIREFOX);
    await view({ path: "/" }, "203.0.113.2", FIREFOX);
    // Same address, other browser: another visitor (utm_source names the source).
    await view({ path: "/", utmSource: "Newsletter" }, "203.0.113.2", CHROME);
    // Not counted: a bot, a prefetch, a prerender, staff and personal pages, a request without a user agent.
    await view({ path: "/" }, "198.51.100.9", GOOGLEBOT);
    await view({ path: "/" }, "198.51.100.10", FIREFOX, { "sec-purpose": "prefetch" });
    await view({ path: "/" }, "198.51.100.11", FIREFOX, { "sec-purpose": "prefetch;prerender" });
    await view({ path: "/" }, "198.51.100.12", FIREFOX, { purpose: "prefetch" });
    await view({ path: "/admin/trending" }, "198.51.100.13", FIREFOX);
    await view({ path: "/me" }, "198.51.100.13", FIREFOX);
    await view({ path: "/" }, "198.51.100.14", "");
    // A made-up path counts under one label.
    await view({ path: "/wp-login.php" }, "203.0.113.3", FIREFOX);
    const joined = await ctx.app.inject({ method: "POST", url: "/api/v1/survey_responses", payload: signUp });
    expect(joined.statusCode).toBe(201);
    await ctx.app.traffic.flush();

    const response = await report();
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ visitors: 4, pageviews: 6, joins: 1 });
    expect(body.days).toHaveLength(30);
    expect(body.days.at(-1)).toEqual({ day: istDayOf(new Date()), visitors: 4, pageviews: 6, joins: 1 });
    expect(body.pages).toEqual([
      { path: "/", visitors: 2, pageviews: 2, joins: 0 },
      { path: "/forwhom/consultants", visitors: 1, pageviews: 2, joins: 1 },
      { path: "(other pages)", visitors: 1, pageviews: 1, joins: 0 },
      { path: "/pricing", visitors: 1, pageviews: 1, joins: 0 },
    ]);
    expect(body.sources).toEqual([
      { source: "Direct", visitors: 2, joins: 0 },
      { source: "LinkedIn", visitors: 1, joins: 1 },
      { source: "newsletter", visitors: 1, joins: 0 },
    ]);
  });

  it("keeps no address and no user agent in the counter's tables", async () => {
    const tables = ["trafficSalts", "trafficSeen", "trafficPageDays", "trafficSiteDays", "trafficJoinDays"] as const;
    const stored = JSON.stringify(await Promise.all(tables.map((t) => ctx.app.db.selectFrom(t).selectAll().execute())));
    expect(stored.length).toBeGreaterThan(100);
    for (const secret of ["203.0.113", "198.51.100", "Firefox", "Chrome", "Googlebot"])
      expect(stored).not.toContain(secret);
  });

  it("counts a visitor once even when two instances see them", async () => {
    const first = createTrafficCounter({ db: ctx.app.db, dialect: ctx.app.dialect, log: ctx.app.log });
    const second = createTrafficCounter({ db: ctx.app.db, dialect: ctx.app.dialect, log: ctx.app.log });
    const visit = { path: "/faq", source: "Google", address: "192.0.2.50", userAgent: FIREFOX };
    await first.record(visit);
    await second.record(visit);
    await first.close();
    await second.close();
    const body = (await report()).json();
    expect(body.pages.find((row: { path: string }) => row.path === "/faq")).toEqual({
      path: "/faq",
      visitors: 1,
      pageviews: 2,
      joins: 0,
    });
    expect(body.sources.find((row: { source: string }) => row.source === "Google")).toEqual({
      source: "Google",
      visitors: 1,
      joins: 0,
    });
  });

  it("counts each view on the Indian day it happens, also a second either side of midnight", async () => {
    let at = Date.parse("2026-11-24T18:29:59.000Z"); // 23:59:59 in India, 24 November
    const counter = createTrafficCounter({
      db: ctx.app.db,
      dialect: ctx.app.dialect,
      log: ctx.app.log,
      now: () => new Date(at),
    });
    const visit = { path: "/midnight", source: "Direct", address: "192.0.2.60", userAgent: FIREFOX };
    await counter.record(visit);
    at += 1_000;
    await counter.record(visit);
    await counter.close();
    const rows = await ctx.app.db
      .selectFrom("trafficPageDays")
      .select(["day", "visitors", "pageviews"])
      .where("path", "=", "/midnight")
      .orderBy("day")
      .execute();
    expect(rows).toEqual([
      { day: "2026-11-24", visitors: 1, pageviews: 1 },
      { day: "2026-11-25", visitors: 1, pageviews: 1 },
    ]);
  });

  it("answers a bad page view and a bad range with field errors, and staff only", async () => {
    const bad = await view({ path: 42 }, "203.0.113.1", FIREFOX);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([expect.objectContaining({ field: "path" })]);
    const range = await report("?from=2026-03-05&to=2026-03-01");
    expect(range.statusCode).toBe(400);
    expect(range.json().errors).toEqual([{ field: "to", message: expect.any(String) }]);
    expect((await ctx.app.inject({ method: "GET", url: "/api/v1/admin/traffic" })).statusCode).toBe(401);
  });

  it("answers a range with one point per day and old sign-ups under (not recorded)", async () => {
    await ctx.app.db
      .insertInto("trafficPageDays")
      .values({ day: "2026-01-10", path: "/faq", source: "Google", visitors: 7, pageviews: 9 })
      .execute();
    await ctx.app.db
      .insertInto("trafficSiteDays")
      .values({ day: "2026-01-10", source: "Google", visitors: 7 })
      .execute();
    await ctx.app.db
      .insertInto("trafficJoinDays")
      .values({ day: "2026-01-11", path: "", source: "", joins: 2 })
      .execute();
    const body = (await report("?from=2026-01-10&to=2026-01-11")).json();
    expect(body).toEqual({
      visitors: 7,
      pageviews: 9,
      joins: 2,
      countedSince: "2026-01-10",
      joinsSinceCounted: 2,
      days: [
        { day: "2026-01-10", visitors: 7, pageviews: 9, joins: 0 },
        { day: "2026-01-11", visitors: 0, pageviews: 0, joins: 2 },
      ],
      pages: [
        { path: "/faq", visitors: 7, pageviews: 9, joins: 0 },
        { path: "(not recorded)", visitors: 0, pageviews: 0, joins: 2 },
      ],
      sources: [
        { source: "Google", visitors: 7, joins: 0 },
        { source: "(not recorded)", visitors: 0, joins: 2 },
      ],
    });
  });
});
