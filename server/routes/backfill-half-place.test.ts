import { describe, expect, it } from "vitest";
import { insertRows, insertWaitlistEntry, inviteRow } from "../seed/rows.js";
import { runBackfill } from "../services/jobs/backfill.js";
import { appWithStaff } from "../test-support/staff-app.js";

/**
 * Places are whole only where they are shown: a wave of 8 at rate 0.5 for an intake of 4 that loses one
 * invite leaves 4 − 7 × 0.5 = 0.5 of a place, which is 0.5 ÷ 0.5 = 1 invite, so backfill replaces the
 * revoked person.
 */
const ctx = appWithStaff();

describe("backfill sizes from the unrounded room", () => {
  it("replaces a single revoked invite of a full wave at rate 0.5", async () => {
    const db = ctx.app.db;
    const since = new Date(Date.now() - 60_000).toISOString();
    await db
      .updateTable("cities")
      .set({ status: "live", weeklyCapacity: 4, backfill: 1, backfillSince: since })
      .where("name", "=", "Pune")
      .execute();
    const confirmedAt = new Date(Date.now() - 86_400_000).toISOString();
    const wave = [];
    for (let n = 0; n < 8; n++) wave.push(await insertWaitlistEntry(db, { homeCity: "Pune", confirmedAt, queueMs: n }));
    const next = await insertWaitlistEntry(db, { homeCity: "Pune", confirmedAt, queueMs: 100 });
    await insertRows(
      db,
      "invites",
      wave.map((entry) => inviteRow({ email: entry.email, surveyResponseId: entry.id, city: "Pune", status: "sent" })),
    );
    const [first] = await db.selectFrom("invites").select("id").where("city", "=", "Pune").execute();
    const revoked = await ctx.app.inject({
      method: "POST",
      url: `/api/v1/invites/${first?.id}/revoke`,
      headers: ctx.staff,
      payload: {},
    });
    expect(revoked.statusCode, revoked.body).toBe(200);
    const hubs = (await ctx.app.inject({ method: "GET", url: "/api/v1/admin/hubs", headers: ctx.staff })).json();
    const hub = hubs.hubs.find((one: { city: string }) => one.city === "Pune");
    expect(hub).toMatchObject({ openInvites: 7, acceptanceRate: 0.5, freeThisWeek: 0, proposedWave: 1 });

    // The revoke asked for a run already; this one replaces the invite unless that run just did.
    await runBackfill(ctx.app);
    const sent = () =>
      db
        .selectFrom("invites")
        .select("surveyResponseId")
        .where("city", "=", "Pune")
        .where("status", "=", "sent")
        .execute();
    await expect.poll(async () => (await sent()).length, { timeout: 5_000 }).toBe(8);
    const invited = await sent();
    expect(invited.map((invite) => invite.surveyResponseId)).toContain(next.id);
    expect(invited).toHaveLength(8);
  });
});
