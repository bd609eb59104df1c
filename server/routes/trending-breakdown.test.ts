import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertConvertedLead, insertInvite, insertSurvey } from "../seed/rows.js";
import { signInAsStaff } from "../test-support/staff-session.js";
import { createTestApp } from "../test-support/test-app.js";

const IN_RANGE = "2026-05-10T06:00:00.000Z";
const RANGE = "from=2026-05-01&to=2026-05-31";

describe("lead funnel breakdown", () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let headers: Record<string, string>;
  const breakdown = async (query: string) => {
    const response = await ctx.app.inject({ method: "GET", url: `/api/v1/admin/trending/breakdown?${query}`, headers });
    expect(response.statusCode).toBe(200);
    return response.json();
  };

  beforeAll(async () => {
    ctx = await createTestApp();
    headers = await signInAsStaff(ctx.app);
    const db = ctx.app.db;
    const acme = { homeCity: "Mumbai", preferredCities: ["Delhi NCR", "Bangalore"], utmSource: "LinkedIn" };
    await insertConvertedLead(db, { ...acme, createdAt: IN_RANGE, company: "Acme Corp" }, IN_RANGE, IN_RANGE);
    await insertSurvey(db, { ...acme, createdAt: IN_RANGE, company: "  acme   CORP " });
    await insertSurvey(db, { createdAt: IN_RANGE, homeCity: "Pune", company: "", utmSource: null });
    await insertInvite(db, { createdAt: IN_RANGE }); // manual: no survey
    // Outside the range (1 June 00:00 IST), so it is counted nowhere below.
    await insertSurvey(db, { createdAt: "2026-05-31T18:30:00.000Z", homeCity: "Pune", company: "Late Ltd" });
  });
  afterAll(async () => ctx.close());

  const notOnWaitlist = {
    kind: "not_on_waitlist",
    company: "(none)",
    waitlists: 0,
    confirmed: 0,
    invites: 1,
    signups: 0,
  };

  it("groups by home city and company (case and spaces ignored), blank as (none), manual apart", async () => {
    expect(await breakdown(RANGE)).toEqual([
      { kind: "group", city: "Mumbai", company: "Acme Corp", waitlists: 2, confirmed: 0, invites: 1, signups: 1 },
      { kind: "group", city: "Pune", company: "(none)", waitlists: 1, confirmed: 0, invites: 0, signups: 0 },
      { city: "Not on the waitlist", ...notOnWaitlist },
    ]);
  });

  it("groups by preferred city, counting a survey in each city it named", async () => {
    expect(await breakdown(`${RANGE}&by=preferred_city`)).toEqual([
      { kind: "group", city: "Bangalore", company: "Acme Corp", waitlists: 2, confirmed: 0, invites: 1, signups: 1 },
      { kind: "group", city: "Delhi NCR", company: "Acme Corp", waitlists: 2, confirmed: 0, invites: 1, signups: 1 },
      { kind: "group", city: "(none)", company: "(none)", waitlists: 1, confirmed: 0, invites: 0, signups: 0 },
      { city: "Not on the waitlist", ...notOnWaitlist },
    ]);
  });

  it("groups by UTM source", async () => {
    expect(await breakdown(`${RANGE}&by=utm_source`)).toEqual([
      { kind: "group", source: "linkedin", company: "Acme Corp", waitlists: 2, confirmed: 0, invites: 1, signups: 1 },
      { kind: "group", source: "(none)", company: "(none)", waitlists: 1, confirmed: 0, invites: 0, signups: 0 },
      { source: "Not on the waitlist", ...notOnWaitlist },
    ]);
  });

  it("counts confirmations on the day they happen, and referred sign-ups under the source 'referral'", async () => {
    const august = "2026-08-10T06:00:00.000Z";
    await insertSurvey(ctx.app.db, {
      createdAt: august,
      company: "Ref Co",
      utmSource: "referral",
      confirmedAt: august,
    });
    await insertSurvey(ctx.app.db, { createdAt: august, company: "Ref Co", utmSource: "referral" });
    expect(await breakdown("from=2026-08-01&to=2026-08-31&by=utm_source")).toEqual([
      { kind: "group", source: "referral", company: "Ref Co", waitlists: 2, confirmed: 1, invites: 0, signups: 0 },
    ]);
  });

  it("shows a UTM source that is a message or a link as Other", async () => {
    const september = "2026-09-10T06:00:00.000Z";
    for (const utmSource of ["call +91 99999 99999 to claim refund", "https://stashd-login.example/reset"]) {
      await insertSurvey(ctx.app.db, { createdAt: september, company: "Spam Co", utmSource });
    }
    await insertSurvey(ctx.app.db, { createdAt: september, company: "Real Co", utmSource: "Newsletter" });
    const rows = await breakdown("from=2026-09-01&to=2026-09-30&by=utm_source");
    expect(rows.map((row: { source: string }) => row.source)).toEqual(["newsletter", "Other"]);
    expect(rows[1]).toMatchObject({ kind: "other", waitlists: 2 });
  });

  it("counts only the events inside the range", async () => {
    expect(await breakdown("from=2026-06-01&to=2026-06-01")).toEqual([
      { kind: "group", city: "Pune", company: "Late Ltd", waitlists: 1, confirmed: 0, invites: 0, signups: 0 },
    ]);
    expect(await breakdown("from=2026-04-01&to=2026-04-30")).toEqual([]);
  });

  it("groups companies across tabs and line breaks, and reads an unreadable city list as none", async () => {
    const july = "2026-07-10T06:00:00.000Z";
    const id = await insertSurvey(ctx.app.db, { createdAt: july, homeCity: "Pune", company: "Tab\tCo" });
    await insertSurvey(ctx.app.db, { createdAt: july, homeCity: "Pune", company: " tab \n co" });
    await ctx.app.db.updateTable("surveyResponses").set({ preferredCities: "not json" }).where("id", "=", id).execute();
    const range = "from=2026-07-10&to=2026-07-10";
    expect(await breakdown(range)).toEqual([
      { kind: "group", city: "Pune", company: "Tab Co", waitlists: 2, confirmed: 0, invites: 0, signups: 0 },
    ]);
    expect(await breakdown(`${range}&by=preferred_city`)).toEqual([
      { kind: "group", city: "(none)", company: "Tab Co", waitlists: 2, confirmed: 0, invites: 0, signups: 0 },
    ]);
  });

  it("refuses an unknown grouping with a 400", async () => {
    const response = await ctx.app.inject({
      method: "GET",
      url: "/api/v1/admin/trending/breakdown?by=company",
      headers,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { field: "by", message: "Group by home_city, preferred_city or utm_source." },
    ]);
  });
});
