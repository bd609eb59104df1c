import { describe, expect, it } from "vitest";
import type { Hub, Wave, WavePreview } from "../../contract/hubs.js";
import { insertRows, inviteRow } from "../seed/rows.js";
import { revokeInvite } from "../services/invites/invites.js";
import { runBackfill } from "../services/jobs/backfill.js";
import { addEntry, signUpWithInvite } from "../test-support/entries.js";
import { waitForJob } from "../test-support/jobs.js";
import { appWithStaff } from "../test-support/staff-app.js";

/** Staff's explicit choice to invite from a row whatever its city or confirmation (invite-risks.ts). */
const CHOSEN = { allowPlanned: true, allowUnconfirmed: true };

const ctx = appWithStaff();
const confirmed = new Date().toISOString();

async function hubs(): Promise<Hub[]> {
  return (await ctx.app.inject({ method: "GET", url: "/api/v1/admin/hubs", headers: ctx.staff })).json().hubs;
}
const hub = async (city: string) => (await hubs()).find((h) => h.city === city) as Hub;

function put(city: string, payload: object) {
  return ctx.app.inject({
    method: "PUT",
    url: `/api/v1/admin/hubs/${encodeURIComponent(city)}`,
    headers: ctx.staff,
    payload,
  });
}
function post(url: string, payload: object = {}) {
  return ctx.app.inject({ method: "POST", url, headers: ctx.staff, payload });
}

/** Ended invites for a city straight into the table (accepted ones need no account for the rate). */
async function endedInvites(city: string, accepted: number, expired: number) {
  const past = "2020-01-01T00:00:00.000Z";
  const rows = [
    ...Array.from({ length: accepted }, () =>
      inviteRow({ city, status: "accepted", acceptedAt: past, createdAt: past }),
    ),
    ...Array.from({ length: expired }, () => inviteRow({ city, status: "sent", expiresAt: past, createdAt: past })),
  ];
  await insertRows(ctx.app.db, "invites", rows);
}

describe("hubs", () => {
  it("lists every city with its status; intake changes are audited and checked", async () => {
    const all = await hubs();
    expect(all.map((h) => [h.city, h.status])).toEqual([
      ["Bangalore", "live"],
      ["Mumbai", "live"],
      ["Delhi NCR", "live"],
      ["Hyderabad", "planned"],
      ["Pune", "planned"],
      ["Chennai", "planned"],
    ]);
    expect(all[0]).toMatchObject({ weeklyCapacity: null, freeThisWeek: 0, acceptanceRate: 0.5, backfill: false });

    const changed = await put("Delhi NCR", { weeklyCapacity: 12 });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ city: "Delhi NCR", weeklyCapacity: 12, freeThisWeek: 12 });
    const audit = await ctx.app.db.selectFrom("auditLog").selectAll().where("action", "=", "hub.updated").execute();
    expect(audit.map((a) => [a.target, JSON.parse(a.details).to.weeklyCapacity])).toEqual([["Delhi NCR", 12]]);

    expect((await put("Delhi NCR", { weeklyCapacity: -1 })).json().errors[0].field).toBe("weeklyCapacity");
    expect((await put("Delhi NCR", {})).statusCode).toBe(400);
    expect((await put("Atlantis", { weeklyCapacity: 3 })).statusCode).toBe(404);
    expect((await put("Delhi NCR", { status: "planned" })).statusCode).toBe(409);
  });

  it("uses the city's acceptance rate from 20 ended invites, all cities' before, and 0.5 before that", async () => {
    await endedInvites("Mumbai", 10, 9);
    expect((await hub("Mumbai")).acceptanceRate).toBe(0.5);
    await endedInvites("Hyderabad", 0, 1);
    // 20 ended in all: 10 of 20 accepted.
    expect((await hub("Mumbai")).acceptanceRate).toBe(0.5);
    await endedInvites("Hyderabad", 0, 20);
    expect((await hub("Mumbai")).acceptanceRate).toBeCloseTo(10 / 40);
    await endedInvites("Mumbai", 5, 0);
    // Mumbai's own: 15 of 24.
    expect((await hub("Mumbai")).acceptanceRate).toBeCloseTo(15 / 24, 3);
  });

  it("counts the eligible in line order (referral credit included) and sends a wave through the bulk-invite job", async () => {
    const week = 7 * 86_400_000;
    const base = Date.now() - 30 * 86_400_000;
    const first = await addEntry(ctx.app, { homeCity: "Bangalore", confirmedAt: confirmed, queueMs: base + 3 * week });
    const referrer = await addEntry(ctx.app, {
      homeCity: "Bangalore",
      confirmedAt: confirmed,
      referrals: 2,
      queueMs: base + 4 * week - 2 * week,
    });
    const third = await addEntry(ctx.app, { homeCity: "Bangalore", confirmedAt: confirmed, queueMs: base + 5 * week });
    await addEntry(ctx.app, { homeCity: "Bangalore", queueMs: base }); // not confirmed
    await addEntry(ctx.app, { homeCity: "Mumbai", confirmedAt: confirmed, queueMs: base }); // another city
    const invited = await addEntry(ctx.app, { homeCity: "Bangalore", confirmedAt: confirmed, queueMs: base });
    await insertRows(ctx.app.db, "invites", [
      inviteRow({ email: invited.email, surveyResponseId: invited.id, city: "Bangalore" }),
    ]);

    // The earlier tests left 15 of 45 ended invites accepted: the rate over all cities is 1/3. Places are
    // whole: 2 − 1 × 1/3 is 1 free place, for 3 invites.
    expect((await put("Bangalore", { weeklyCapacity: 2 })).json()).toMatchObject({
      eligible: 3,
      openInvites: 1,
      acceptanceRate: 0.333,
      freeThisWeek: 1,
      proposedWave: 3,
    });
    const preview: WavePreview = (await post("/api/v1/admin/hubs/Bangalore/waves/preview")).json();
    expect(preview).toMatchObject({ size: 3, eligible: 3, acceptanceRate: 0.333, freeThisWeek: 1 });
    expect(preview.people.map((p) => [p.id, p.position, p.referrals])).toEqual([
      [referrer.id, 1, 2],
      [first.id, 2, 0],
      [third.id, 3, 0],
    ]);

    const tooMany = await post("/api/v1/admin/hubs/Bangalore/waves", { size: 4 });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().errors[0].field).toBe("size");
    const sent = await post("/api/v1/admin/hubs/Bangalore/waves", { size: 3 });
    expect(sent.statusCode).toBe(202);
    const { jobId, waveId } = sent.json();
    expect(await waitForJob(ctx, jobId)).toMatchObject({ status: "done", sent: 3, failed: 0 });
    const made = await ctx.app.db
      .selectFrom("invites")
      .select(["surveyResponseId", "city"])
      .where("surveyResponseId", "in", [referrer.id, first.id, third.id])
      .execute();
    expect(made.map((i) => i.city)).toEqual(["Bangalore", "Bangalore", "Bangalore"]);
    const audit = await ctx.app.db.selectFrom("auditLog").selectAll().where("action", "=", "hub.wave_sent").execute();
    expect(audit.map((a) => [a.target, JSON.parse(a.details)])).toEqual([
      [waveId, { city: "Bangalore", size: 3, proposed: 3, override: false, jobId }],
    ]);

    const inviteId = (
      await ctx.app.db
        .selectFrom("invites")
        .select("id")
        .where("surveyResponseId", "=", referrer.id)
        .executeTakeFirstOrThrow()
    ).id;
    await signUpWithInvite(ctx.app, inviteId);
    const waves: Wave[] = (
      await ctx.app.inject({ method: "GET", url: "/api/v1/admin/hubs/waves", headers: ctx.staff })
    ).json().waves;
    expect(waves[0]).toMatchObject({
      id: waveId,
      city: "Bangalore",
      size: 3,
      proposed: 3,
      override: false,
      invited: 3,
      accepted: 1,
    });
    expect(await hub("Bangalore")).toMatchObject({ accountsThisWeek: 1, openInvites: 3, eligible: 0 });
    const erased = await ctx.app.inject({
      method: "DELETE",
      url: `/api/v1/survey_responses/${third.id}`,
      headers: ctx.staff,
      payload: {},
    });
    expect(erased.statusCode).toBe(204);
    const members = await ctx.app.db
      .selectFrom("hubWaveMembers")
      .select("surveyResponseId")
      .where("waveId", "=", waveId)
      .execute();
    expect(members.map((m) => m.surveyResponseId).sort()).toEqual([first.id, referrer.id].sort());
    // Lowering the intake invites nobody and un-invites nobody.
    await put("Bangalore", { weeklyCapacity: 0 });
    expect(await hub("Bangalore")).toMatchObject({ openInvites: 2, freeThisWeek: 0, proposedWave: 0 });
  });

  it("backfills a revoked invite with the next person, as the system, while the week has room", async () => {
    const a = await addEntry(ctx.app, { homeCity: "Mumbai", confirmedAt: confirmed, queueMs: 1_000 });
    const b = await addEntry(ctx.app, { homeCity: "Mumbai", confirmedAt: confirmed, queueMs: 2_000 });
    const c = await addEntry(ctx.app, { homeCity: "Mumbai", confirmedAt: confirmed, queueMs: 3_000 });
    await put("Mumbai", { weeklyCapacity: 100, backfill: true });
    const invite = await ctx.app.inject({
      method: "POST",
      url: "/api/v1/invites",
      headers: ctx.staff,
      payload: { email: a.email, source: "survey", surveyResponseId: a.id, ...CHOSEN },
    });
    // Revoked in the service, not the route, whose nudge would start a run of its own (hubs-revoked.test.ts).
    await revokeInvite(ctx.app, invite.json().inviteId);

    // The app closing (its jobs' signal aborted) stops backfill before it invites anyone.
    expect(await runBackfill(ctx.app, new Date(), AbortSignal.abort())).toBe(0);
    expect(await runBackfill(ctx.app)).toBe(1);
    expect(await runBackfill(ctx.app)).toBe(0);
    const byEntry = await ctx.app.db
      .selectFrom("invites")
      .select(["surveyResponseId", "status", "city"])
      .where("surveyResponseId", "in", [a.id, b.id, c.id])
      .execute();
    expect(byEntry).toEqual(
      expect.arrayContaining([
        { surveyResponseId: a.id, status: "revoked", city: "Mumbai" },
        { surveyResponseId: b.id, status: "sent", city: "Mumbai" },
      ]),
    );
    expect(byEntry).toHaveLength(2);
    // Erasing a person leaves nothing of them in the hubs' tables.
    const erased = await ctx.app.inject({
      method: "DELETE",
      url: `/api/v1/survey_responses/${a.id}`,
      headers: ctx.staff,
      payload: {},
    });
    expect(erased.statusCode).toBe(204);
    expect(await ctx.app.db.selectFrom("hubBackfills").selectAll().execute()).toEqual([]);
    const audit = await ctx.app.db.selectFrom("auditLog").selectAll().where("action", "=", "hub.backfill").execute();
    expect(audit.map((e) => [e.actor, e.target, JSON.parse(e.details)])).toEqual([
      ["system", b.id, { city: "Mumbai", replaced: "revoked" }],
    ]);
  });

  it("takes a manual invite's city from staff, or the entry's home city", async () => {
    const manual = await post("/api/v1/invites", {
      email: "walk-in@example.in",
      source: "manual",
      city: "Pune",
      // Pune is planned: staff choose to invite for it anyway.
      allowPlanned: true,
    });
    expect(manual.statusCode).toBe(201);
    const row = await ctx.app.db
      .selectFrom("invites")
      .select("city")
      .where("id", "=", manual.json().inviteId)
      .executeTakeFirstOrThrow();
    expect(row.city).toBe("Pune");
    const bad = await post("/api/v1/invites", { email: "walk-in2@example.in", source: "manual", city: "Atlantis" });
    expect(bad.json().errors).toEqual([{ field: "city", message: "Choose a city from the list." }]);
  });

  it("measures demand for the planned cities and opens one for the forms at once", async () => {
    await addEntry(ctx.app, { homeCity: "Chennai", confirmedAt: confirmed, tripsPerMonth: "4" });
    await addEntry(ctx.app, { homeCity: "Chennai", tripsPerMonth: "2-3" });
    await addEntry(ctx.app, { homeCity: "Bangalore", preferredCities: ["Chennai", "Pune"], tripsPerMonth: "often" });
    const response = await ctx.app.inject({ method: "GET", url: "/api/v1/admin/demand", headers: ctx.staff });
    expect(response.statusCode).toBe(200);
    const chennai = response.json().cities.find((c: { city: string }) => c.city === "Chennai");
    expect(chennai).toMatchObject({
      homeCity: 2,
      wantToVisit: 1,
      confirmedShare: 0.333,
      tripsPerMonth: 3.25,
      growth: null,
    });
    expect(chennai.days).toHaveLength(90);
    expect(response.json().formula).toContain("score =");
    expect(
      response
        .json()
        .cities.map((c: { city: string }) => c.city)
        .sort(),
    ).toEqual(["Chennai", "Hyderabad", "Pune"]);

    await ctx.app.inject({ method: "GET", url: "/api/v1/cities" });
    expect((await put("Pune", { status: "live", weeklyCapacity: 25 })).json()).toMatchObject({
      status: "live",
      weeklyCapacity: 25,
    });
    const cities = (await ctx.app.inject({ method: "GET", url: "/api/v1/cities" })).json();
    expect(cities.find((c: { name: string }) => c.name === "Pune").status).toBe("live");
  });
});
