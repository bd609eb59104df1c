import { describe, expect, it, vi } from "vitest";
import type { Hub, WavePreview } from "../../contract/hubs.js";
import { eligibleCount } from "../services/hubs/city-line.js";
import { runBackfill } from "../services/jobs/backfill.js";
import { addEntry, inviteEntry } from "../test-support/entries.js";
import { waitForJob } from "../test-support/jobs.js";
import { appWithStaff } from "../test-support/staff-app.js";

// Backfill's schedule is an hour away: what refills a revoked place here is the revoke's own nudge.
const ctx = appWithStaff({ jobs: { backfillEveryMs: 3_600_000 } });
const confirmed = new Date().toISOString();
const CITY = "Delhi NCR";
const base = `/api/v1/admin/hubs/${encodeURIComponent(CITY)}`;

function post(url: string, payload: object = {}) {
  return ctx.app.inject({ method: "POST", url, headers: ctx.staff, payload });
}

async function invitesOf(ids: string[]) {
  return ctx.app.db
    .selectFrom("invites")
    .select(["surveyResponseId", "status"])
    .where("surveyResponseId", "in", ids)
    .orderBy("createdAt")
    .execute();
}

describe("people staff revoked", () => {
  it("are never invited again by waves or backfill, only by staff", async () => {
    const people = [];
    for (let i = 1; i <= 5; i += 1) {
      people.push(await addEntry(ctx.app, { homeCity: CITY, confirmedAt: confirmed, queueMs: i * 1_000 }));
    }
    const [first, second, third, fourth, fifth] = people as [(typeof people)[number], ...typeof people];
    const ids = people.map((p) => p.id);
    const put = await ctx.app.inject({
      method: "PUT",
      url: base,
      headers: ctx.staff,
      payload: { weeklyCapacity: 100, backfill: true },
    });
    expect(put.statusCode).toBe(200);

    // A wave of two invites the head of the line; staff then revoke both invites.
    const sent = await post(`${base}/waves`, { size: 2 });
    expect(sent.statusCode).toBe(202);
    await waitForJob(ctx, sent.json().jobId);
    const waveInvites = await ctx.app.db
      .selectFrom("invites")
      .select(["id", "surveyResponseId"])
      .where("surveyResponseId", "in", ids)
      .execute();
    expect(waveInvites.map((i) => i.surveyResponseId).sort()).toEqual([first.id, second?.id].sort());
    for (const invite of waveInvites) {
      expect((await post(`/api/v1/invites/${invite.id}/revoke`)).statusCode).toBe(200);
    }

    // Backfill refills both places at once with the next people, not with each other.
    const open = async () =>
      (await invitesOf(ids)).filter((i) => i.status !== "revoked").map((i) => i.surveyResponseId);
    await vi.waitFor(async () => expect((await open()).sort()).toEqual([third?.id, fourth?.id].sort()), {
      timeout: 10_000,
    });
    expect(await runBackfill(ctx.app)).toBe(0);

    // Nor does a wave: the line (its preview, its count) has only the last person in it.
    eligibleCount.forget(ctx.app.reader, CITY);
    const preview: WavePreview = (await post(`${base}/waves/preview`)).json();
    expect(preview.people.map((p) => p.id)).toEqual([fifth?.id]);
    expect(preview.eligible).toBe(1);
    expect(await eligibleCount.get(ctx.app.reader, CITY)).toBe(1);
    const hubs: Hub[] = (await ctx.app.inject({ method: "GET", url: "/api/v1/admin/hubs", headers: ctx.staff })).json()
      .hubs;
    expect(hubs.find((h) => h.city === CITY)?.eligible).toBe(1);
    const wave = await post(`${base}/waves`, { size: 1 });
    await waitForJob(ctx, wave.json().jobId);
    expect((await invitesOf([first.id, second?.id ?? ""])).every((i) => i.status === "revoked")).toBe(true);

    // Staff inviting a revoked person themselves still works.
    await inviteEntry(ctx.app, ctx.staff, first);
    expect((await invitesOf([first.id])).map((i) => i.status)).toEqual(["revoked", "sent"]);
  });
});
