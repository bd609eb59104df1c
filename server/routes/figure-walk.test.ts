import { beforeAll, describe, expect, it } from "vitest";
import { type Figure, funnelFigures, hubsFigures, NOT_REVOKED, overviewFigures } from "../../contract/figure-links.js";
import type { Overview } from "../../contract/overview.js";
import { istDayOf } from "../../contract/trending-days.js";
import { insertAccount, insertInvite, insertSurvey } from "../seed/rows.js";
import { eligibleCount } from "../services/hubs/city-line.js";
import { waitForJob } from "../test-support/jobs.js";
import { appWithStaff } from "../test-support/staff-app.js";

const DAY = 86_400_000;
const ago = (days: number) => new Date(Date.now() - days * DAY).toISOString();

/**
 * Every number of the founder's home opens a list, and that list's `total` is the number: the walk follows
 * each figure's link (contract/figure-links.ts, which the home renders) to the staff API it loads.
 */
const ctx = appWithStaff();

const get = async (url: string) => {
  const response = await ctx.app.inject({ method: "GET", url: `/api/v1${url}`, headers: ctx.staff });
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return response.json();
};

/** The API a list page loads for a link of the home (app/components/admin/list-loaders.ts). */
function apiOf(link: string): string {
  const url = new URL(link, "http://admin.test");
  const api = { "/admin/waitlist": "/survey_responses", "/admin/invites": "/invites/all" }[url.pathname];
  if (!api) throw new Error(`${link} does not open a list`);
  url.searchParams.set("limit", "1");
  return `${api}?${url.searchParams}`;
}

/**
 * What a figure's link shows: a list's `total`, or for a count of visits the visitors of the traffic report
 * of the same days (the Trends page's own report, app/components/trending/trending-page.tsx).
 */
async function countBehind(link: string): Promise<number> {
  const url = new URL(link, "http://admin.test");
  if (url.pathname === "/admin/trending") return (await get(`/admin/traffic?${url.searchParams}`)).visitors;
  return (await get(apiOf(link))).total;
}

/** Follows every figure's link and expects the count behind it to be the figure. */
async function walk(figures: Figure[]) {
  const walked = await Promise.all(
    figures.map(async ({ figure, value, to }) => ({ figure, value, total: await countBehind(to), to })),
  );
  for (const { figure, value, total, to } of walked)
    expect({ figure, total, to }).toEqual({ figure, total: value, to });
  return walked;
}

const WHATSAPP = { whatsappOptInAt: ago(3), whatsappNotice: "wa-1" };

beforeAll(async () => {
  const db = ctx.app.db;
  await db.updateTable("cities").set({ status: "live", weeklyCapacity: 10 }).where("name", "=", "Pune").execute();
  // This week's sign-ups: by channel (one stopped WhatsApp later, still its channel), by source, confirmed or not.
  await insertSurvey(db, {
    homeCity: "Pune",
    createdAt: ago(1),
    confirmedAt: ago(0.9),
    landingSource: "Google",
    ...WHATSAPP,
  });
  await insertSurvey(db, { homeCity: "Pune", createdAt: ago(2), confirmedAt: ago(0.5), landingSource: "google" });
  await insertSurvey(db, {
    homeCity: "Delhi NCR",
    createdAt: ago(3),
    confirmedAt: ago(2.9),
    ...WHATSAPP,
    whatsappStoppedAt: ago(1),
  });
  await insertSurvey(db, { homeCity: "Pune", createdAt: ago(2), landingSource: "Instagram", ...WHATSAPP });
  // Joined last week, one confirmed this week.
  await insertSurvey(db, { homeCity: "Pune", createdAt: ago(9), confirmedAt: ago(6) });
  await insertSurvey(db, { homeCity: "Mumbai", createdAt: ago(8), confirmedAt: ago(8) });
  // Demand for a planned city: a person whose home it is (long before these weeks).
  await insertSurvey(db, { homeCity: "Chennai", createdAt: ago(40) });
  // Pune's line, one of whom staff revoked (out of the line for good).
  const line = [];
  for (let n = 0; n < 4; n++)
    line.push(await insertSurvey(db, { homeCity: "Pune", createdAt: ago(30 + n), confirmedAt: ago(29) }));
  await insertInvite(db, {
    surveyResponseId: line[3],
    city: "Pune",
    status: "revoked",
    createdAt: ago(20),
    revokedAt: ago(19),
  });
  // A wave of two from the head of the line; one of its people signs up.
  const sent = await ctx.app.inject({
    method: "POST",
    url: "/api/v1/admin/hubs/Pune/waves",
    headers: ctx.staff,
    payload: { size: 2 },
  });
  expect(sent.statusCode, sent.body).toBe(202);
  await waitForJob(ctx, sent.json().jobId);
  const [waveInvite] = await db
    .selectFrom("invites")
    .select("id")
    .where("city", "=", "Pune")
    .where("status", "!=", "revoked")
    .execute();
  await insertAccount(db, { inviteId: waveInvite?.id ?? "", createdAt: ago(0.1) });
  // Invites of both weeks: revoked ones are not "sent"; an expired one still is.
  await insertInvite(db, { createdAt: ago(2), status: "revoked", revokedAt: ago(1) });
  await insertInvite(db, { createdAt: ago(3), expiresAt: ago(1) });
  await insertInvite(db, { createdAt: ago(10) });
  // One person invited twice (the first expired), another revoked and invited again: each is one person.
  await insertInvite(db, { email: "twice@example.in", createdAt: ago(40), expiresAt: ago(26), status: "expired" });
  await insertInvite(db, { email: "twice@example.in", createdAt: ago(25) });
  await insertInvite(db, { email: "again@example.in", createdAt: ago(24), status: "revoked", revokedAt: ago(23) });
  await insertInvite(db, { email: "again@example.in", createdAt: ago(23), expiresAt: ago(22), status: "expired" });
  await insertInvite(db, { email: "again@example.in", createdAt: ago(21) });
  const lastWeek = await insertInvite(db, { createdAt: ago(9), city: "Mumbai" });
  await insertAccount(db, { inviteId: lastWeek, createdAt: ago(8) });
  await db
    .insertInto("trafficSiteDays")
    .values([
      { day: istDayOf(ago(1)), source: "Google", visitors: 40 },
      { day: istDayOf(ago(1)), source: "Instagram", visitors: 3 },
    ])
    .execute();
  // A city's whole line is counted at most every 30 s (city-line.ts); rows written here bypass the changes
  // that count it again, so the walk starts from a fresh count, as a founder does 30 s after any change.
  for (const city of ["Pune", "Mumbai", "Delhi NCR", "Bangalore"]) eligibleCount.forget(ctx.app.reader, city);
});

describe("every figure of the home is a door to the people it counts", () => {
  it("opens, for each figure, a list whose total is the figure", async () => {
    const overview: Overview = await get("/admin/overview");
    const walked = await walk(overviewFigures(overview));
    // The walk is not empty-handed: the steps, the channels, the hub, the wave and the sources all count someone.
    const counted = new Set(walked.filter((row) => row.value > 0).map((row) => row.figure.split(".")[0]));
    expect([...counted].sort()).toEqual(
      [
        "confirmation",
        "confirmed",
        "hub",
        "invitesAccepted",
        "invitesSent",
        "joins",
        "signups",
        "source",
        "wave",
      ].sort(),
    );
  });

  it("opens, for each figure of the Trends funnel, the people it counts or the visits of its days", async () => {
    const range = { from: istDayOf(ago(6)), to: istDayOf(ago(0)) };
    const [totals, traffic] = await Promise.all([
      get("/admin/trending/overview"),
      get(`/admin/traffic?from=${range.from}&to=${range.to}`),
    ]);
    const walked = await walk(funnelFigures(totals, { range, value: traffic.visitors }));
    expect(walked.map((row) => [row.figure, row.value > 0])).toEqual([
      ["funnel.visitors", true],
      ["funnel.waitlists", true],
      ["funnel.confirmed", true],
      ["funnel.invites", true],
      ["funnel.signups", true],
    ]);
    // Invites Sent counts people, not invites: its list holds each person once, fewer rows than the invites.
    const notRevoked = (await get(`/invites/all?status=${NOT_REVOKED}&limit=1`)).total;
    expect(totals.totalInvites).toBe(notRevoked - 2);
    // Its total is the invited people's counter: the rows themselves are as many, one per address.
    const people = (await get("/invites/all?person=first&limit=100")).invites as { email: string; status: string }[];
    expect(people).toHaveLength(totals.totalInvites);
    expect(new Set(people.map((invite) => invite.email)).size).toBe(people.length);
    expect(people.filter((invite) => invite.email === "twice@example.in")).toMatchObject([{ status: "expired" }]);
  });

  it("opens, for each figure of the Hubs page, the people it counts", async () => {
    const [hubs, waves, demand] = await Promise.all([
      get("/admin/hubs"),
      get("/admin/hubs/waves"),
      get("/admin/demand"),
    ]);
    const walked = await walk(hubsFigures(hubs.hubs, hubs.weekStart, waves.waves, demand.cities));
    // Pune's hub (its line, the wave's open invite and sign-up), the wave and the demand all count someone.
    const counted = walked.filter((row) => row.value > 0).map((row) => row.figure.replace(/\.[^.]*\./, ".*."));
    expect(new Set(counted)).toEqual(
      new Set([
        "hubs.*.accountsThisWeek",
        "hubs.*.openInvites",
        "hubs.*.eligible",
        "waves.*.invited",
        "waves.*.accepted",
        "demand.*.homeCity",
      ]),
    );
  });

  it("splits the week's confirmed people by channel so that the parts add up to the step", async () => {
    const overview: Overview = await get("/admin/overview");
    const confirmed = overview.steps.find((step) => step.step === "confirmed");
    expect(overview.confirmedByChannel).toEqual({ email: 2, whatsapp: 2 });
    expect(confirmed?.thisWeek).toBe(4);
  });

  it("counts a wave's accepted among its invited, so its rate never passes 100%", async () => {
    const overview: Overview = await get("/admin/overview");
    expect(overview.waves.map(({ invited, accepted }) => ({ invited, accepted }))).toEqual([
      { invited: 2, accepted: 1 },
    ]);
  });
});
