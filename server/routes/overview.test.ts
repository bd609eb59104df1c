import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { istDayOf } from "../../contract/trending-days.js";
import { insertAccount, insertInvite, insertSurvey } from "../seed/rows.js";
import { signInAsStaff } from "../test-support/staff-session.js";
import { createTestApp } from "../test-support/test-app.js";

const DAY = 86_400_000;
const ago = (days: number) => new Date(Date.now() - days * DAY).toISOString();

describe("the founder's home: GET /admin/overview", () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let headers: Record<string, string>;
  const get = (h = headers) => ctx.app.inject({ method: "GET", url: "/api/v1/admin/overview", headers: h });

  beforeAll(async () => {
    ctx = await createTestApp();
    headers = await signInAsStaff(ctx.app);
    const db = ctx.app.db;
    // This week: two joins (one confirmed), an invite accepted into an account, one still open, one revoked.
    const entry = await insertSurvey(db, { createdAt: ago(1), confirmedAt: ago(1), homeCity: "Pune" });
    await insertSurvey(db, { createdAt: ago(2) });
    const accepted = await insertInvite(db, { createdAt: ago(1), surveyResponseId: entry, city: "Pune" });
    await insertAccount(db, { inviteId: accepted, createdAt: ago(0.5) });
    await insertInvite(db, { createdAt: ago(2), city: "Pune" });
    await insertInvite(db, { createdAt: ago(2), status: "revoked" });
    // Last week: three joins and one invite; older ones count in neither week.
    for (const days of [8, 9, 10]) await insertSurvey(db, { createdAt: ago(days) });
    await insertInvite(db, { createdAt: ago(9) });
    await insertSurvey(db, { createdAt: ago(20) });
    await db.updateTable("cities").set({ status: "live", weeklyCapacity: 10 }).where("name", "=", "Pune").execute();
    await db
      .insertInto("trafficSiteDays")
      .values([
        { day: istDayOf(ago(1)), source: "Google", visitors: 400 },
        { day: istDayOf(ago(1)), source: "Instagram", visitors: 30 },
      ])
      .execute();
  });
  afterAll(async () => ctx.close());

  it("refuses a request without a staff session, in the one error shape", async () => {
    const response = await get({});
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ detail: expect.any(String), errors: [] });
  });

  it("compares the last seven days with the seven before, step by step", async () => {
    const response = await get();
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.thisWeek.to).toBe(istDayOf(new Date()));
    expect(body.steps).toEqual([
      { step: "joins", thisWeek: 2, lastWeek: 3 },
      { step: "confirmed", thisWeek: 1, lastWeek: 0 },
      { step: "invitesSent", thisWeek: 2, lastWeek: 1 },
      { step: "invitesAccepted", thisWeek: 1, lastWeek: 0 },
      { step: "signups", thisWeek: 1, lastWeek: 0 },
    ]);
  });

  it("shows each live hub's room in whole places, the latest waves and the busiest sources", async () => {
    const body = (await get()).json();
    const pune = body.hubs.find((hub: { city: string }) => hub.city === "Pune");
    expect(pune).toMatchObject({ weeklyCapacity: 10, openInvites: 1 });
    expect(Number.isInteger(pune.freeThisWeek)).toBe(true);
    // The same whole places as the hubs page.
    const hubs = (await ctx.app.inject({ method: "GET", url: "/api/v1/admin/hubs", headers })).json();
    const puneHub = hubs.hubs.find((hub: { city: string }) => hub.city === "Pune");
    expect(pune.freeThisWeek).toBe(puneHub.freeThisWeek);
    expect(body.hubs.map((hub: { city: string }) => hub.city)).toEqual(
      hubs.hubs.filter((hub: { status: string }) => hub.status === "live").map((hub: { city: string }) => hub.city),
    );
    expect(body.waves).toEqual([]);
    expect(body.sources.slice(0, 2)).toEqual([
      { source: "Google", visitors: 400, joins: 0 },
      { source: "Instagram", visitors: 30, joins: 0 },
    ]);
  });
});
