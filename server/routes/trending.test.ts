import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertConvertedLead, insertInvite, insertSurvey } from "../seed/rows.js";
import { signInAsStaff } from "../test-support/staff-session.js";
import { createTestApp } from "../test-support/test-app.js";

describe("lead funnel overview and time series", () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let headers: Record<string, string>;
  const get = (url: string, h = headers) => ctx.app.inject({ method: "GET", url: `/api/v1${url}`, headers: h });

  beforeAll(async () => {
    ctx = await createTestApp();
    headers = await signInAsStaff(ctx.app);
    const db = ctx.app.db;
    // 23:30 UTC on 1 Mar is 05:00 on 2 Mar in India; 18:29 UTC on 2 Mar is still 2 Mar (23:59 IST).
    await insertConvertedLead(
      db,
      { createdAt: "2026-03-01T23:30:00.000Z" },
      "2026-03-02T18:29:00.000Z",
      "2026-03-02T18:30:00.000Z",
    );
    // Confirmed at 15:30 on 5 Mar in India.
    await insertSurvey(db, { createdAt: "2026-03-04T06:00:00.000Z", confirmedAt: "2026-03-05T10:00:00.000Z" });
    await insertSurvey(db, { createdAt: "2026-02-28T18:29:59.999Z" }); // 28 Feb 23:59 IST: before the range below
    await insertInvite(db, { createdAt: "2026-03-04T07:00:00.000Z" }); // a manual invite: counts
    await insertInvite(db, { createdAt: "2026-03-04T08:00:00.000Z", status: "revoked" }); // revoked: does not count
  });
  afterAll(async () => ctx.close());

  it("answers 401 without a staff session, on every call", async () => {
    for (const url of ["/admin/trending/overview", "/admin/trending/timeseries", "/admin/trending/breakdown"]) {
      const response = await get(url, {});
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ detail: expect.any(String), errors: [] });
    }
  });

  it("totals waitlists, people confirmed, people invited (not revoked) and signups, with each step's rate in people", async () => {
    const response = await get("/admin/trending/overview");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      totalWaitlists: 3,
      totalConfirmed: 1,
      totalInvites: 2,
      totalSignups: 1,
      confirmRate: 1 / 3,
      invitedWaitlists: 1,
      inviteRate: 1 / 3,
      accountRate: 1 / 2,
      updatedAt: expect.any(String),
    });
    // The read model caught up before answering (services/funnel/read-model.ts).
    expect(Date.now() - Date.parse(response.json().updatedAt)).toBeLessThan(60_000);
  });

  it("counts each event on its Indian day and fills quiet days with zeros", async () => {
    const response = await get("/admin/trending/timeseries?from=2026-03-01&to=2026-03-05");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      { date: "2026-03-01", waitlists: 0, confirmed: 0, invites: 0, signups: 0 },
      { date: "2026-03-02", waitlists: 1, confirmed: 0, invites: 1, signups: 0 },
      { date: "2026-03-03", waitlists: 0, confirmed: 0, invites: 0, signups: 1 },
      { date: "2026-03-04", waitlists: 1, confirmed: 0, invites: 1, signups: 0 },
      { date: "2026-03-05", waitlists: 0, confirmed: 1, invites: 0, signups: 0 },
    ]);
  });

  it("puts 18:29:59 UTC on the same Indian day", async () => {
    const response = await get("/admin/trending/timeseries?from=2026-02-28&to=2026-02-28");
    expect(response.json()).toEqual([{ date: "2026-02-28", waitlists: 1, confirmed: 0, invites: 0, signups: 0 }]);
  });

  it("defaults to the last 90 days, ending today in India", async () => {
    const points = (await get("/admin/trending/timeseries")).json() as { date: string }[];
    expect(points).toHaveLength(90);
    const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
    expect(points.at(-1)?.date).toBe(today);
  });

  it("refuses bad dates, reversed and oversized ranges, and unknown parameters with a 400", async () => {
    const cases: [string, string][] = [
      ["from=2026-02-30", "from"],
      ["to=yesterday", "to"],
      ["from=2026-03-05&to=2026-03-01", "to"],
      ["from=2020-01-01&to=2026-01-01", "from"],
      ["start=2026-01-01", "start"],
    ];
    for (const [query, field] of cases) {
      for (const path of ["timeseries", "breakdown"]) {
        const response = await get(`/admin/trending/${path}?${query}`);
        expect(response.statusCode, `${path}?${query}`).toBe(400);
        expect(response.json()).toMatchObject({ detail: expect.any(String), errors: [{ field }] });
      }
    }
  });
});
