import { beforeAll, describe, expect, it } from "vitest";
import { insertSurvey, insertWaitlistEntry } from "../seed/rows.js";
import { signUpWithInvite } from "../test-support/entries.js";
import { appWithStaff } from "../test-support/staff-app.js";

/** Staff's explicit choice to invite from a row whatever its city or confirmation (invite-risks.ts). */
const CHOSEN = { allowPlanned: true, allowUnconfirmed: true };

/**
 * The funnel counts people: 11 waitlist entries of whom 5 are invited, one of them twice after
 * a revoke and once more refused, plus 2 people invited who never joined the waitlist.
 */
const ctx = appWithStaff();

const get = async (url: string) => {
  const response = await ctx.app.inject({ method: "GET", url: `/api/v1${url}`, headers: ctx.staff });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};
const post = (url: string, payload: object = {}) =>
  ctx.app.inject({ method: "POST", url: `/api/v1${url}`, headers: ctx.staff, payload });

async function invite(payload: object) {
  const response = await post("/invites", payload);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().inviteId as string;
}

beforeAll(async () => {
  const emails: string[] = [];
  for (let n = 0; n < 11; n++) {
    const entry = await insertWaitlistEntry(ctx.app.db);
    emails.push(entry.email);
    if (n < 3) await invite({ email: entry.email, source: "survey", surveyResponseId: entry.id, ...CHOSEN });
  }
  const [, , , fourth = "", fifth = ""] = emails;
  // Manual invites to addresses on the waitlist belong to those entries.
  const manual = await invite({ email: fourth.toUpperCase() });
  await invite({ email: fifth });
  expect((await post("/invites", { email: fifth })).statusCode).toBe(409);
  // Revoked and invited again: still one person invited.
  await post(`/invites/${manual}/revoke`);
  await signUpWithInvite(ctx.app, await invite({ email: fourth }));
  // Two people who never joined the waitlist; one signs up.
  await signUpWithInvite(ctx.app, await invite({ email: "walk.in@example.in" }));
  await invite({ email: "other.walk.in@example.in" });
});

describe("the funnel counts people", () => {
  it("totals people on the trending overview, with rates of people over people", async () => {
    expect(await get("/admin/trending/overview")).toEqual({
      updatedAt: expect.any(String),
      totalWaitlists: 11,
      totalConfirmed: 0,
      totalInvites: 7,
      totalSignups: 2,
      confirmRate: 0,
      invitedWaitlists: 5,
      inviteRate: 5 / 11,
      accountRate: 2 / 7,
    });
  });

  it("gives the dashboard the same counts", async () => {
    expect(await get("/admin/stats/surveys")).toEqual({ count: 11 });
    expect(await get("/admin/stats/invites")).toEqual({ count: 7 });
    expect(await get("/admin/stats/signups")).toEqual({ count: 2 });
  });

  it("counts each person once on the day they first reached a step", async () => {
    const days = (await get("/admin/trending/timeseries")) as Array<Record<string, number>>;
    const sum = (key: string) => days.reduce((total, day) => total + (day[key] ?? 0), 0);
    expect([sum("waitlists"), sum("invites"), sum("signups")]).toEqual([11, 7, 2]);
  });

  it("files invites and signups under the person's waitlist entry, and the rest apart", async () => {
    expect(await get("/admin/trending/breakdown")).toEqual([
      {
        kind: "group",
        city: "Bangalore",
        company: "Rao Consulting",
        waitlists: 11,
        confirmed: 0,
        invites: 5,
        signups: 1,
      },
      {
        kind: "not_on_waitlist",
        city: "Not on the waitlist",
        company: "(none)",
        waitlists: 0,
        confirmed: 0,
        invites: 2,
        signups: 1,
      },
    ]);
  });
});

describe("a breakdown with many groups", () => {
  it("answers the top 50 by waitlists and one Other row, so the columns still add up", async () => {
    const day = "2026-01-10T06:00:00.000Z";
    for (let n = 1; n <= 53; n++) {
      const company = `Co ${String(n).padStart(2, "0")}`;
      for (let copies = n <= 2 ? 2 : 1; copies > 0; copies--)
        await insertSurvey(ctx.app.db, { createdAt: day, company });
    }
    const rows = await get("/admin/trending/breakdown?from=2026-01-10&to=2026-01-10");
    expect(rows).toHaveLength(51);
    expect(rows.slice(0, 3).map((row: { company: string }) => row.company)).toEqual(["Co 01", "Co 02", "Co 03"]);
    expect(rows.at(-1)).toEqual({
      kind: "other",
      city: "Other",
      company: "(all others)",
      waitlists: 3,
      confirmed: 0,
      invites: 0,
      signups: 0,
    });
    expect(rows.reduce((total: number, row: { waitlists: number }) => total + row.waitlists, 0)).toBe(55);
  });
});
