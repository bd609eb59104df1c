import { describe, expect, it } from "vitest";
import type { Job } from "../../contract/jobs.js";
import { claimNextJob, createJob, findJob } from "../services/jobs/job-store.js";
import { addEntry, inviteEntry, signUpWithInvite } from "../test-support/entries.js";
import { bulk, waitForJob } from "../test-support/jobs.js";
import { appWithStaff } from "../test-support/staff-app.js";

/** Staff's explicit choice to invite people in planned cities and unconfirmed (invite-risks.ts). */
const CHOSEN = { allowPlanned: true, allowUnconfirmed: true };

const ctx = appWithStaff();

describe("bulk invite", () => {
  it("invites the selected rows in a job, skipping the invited, the signed up and the erased", async () => {
    const fresh = await addEntry(ctx.app, { email: "a1@example.in" });
    const invited = await addEntry(ctx.app, { email: "a2@example.in" });
    const signedUp = await addEntry(ctx.app, { email: "a3@example.in" });
    await inviteEntry(ctx.app, ctx.staff, invited);
    // Signed up through a manual invite: the waitlist entry itself has no invite.
    const manual = await ctx.app.inject({
      method: "POST",
      url: "/api/v1/invites",
      headers: ctx.staff,
      payload: { email: signedUp.email, source: "manual" },
    });
    await signUpWithInvite(ctx.app, manual.json().inviteId);

    const response = await bulk(ctx, { ...CHOSEN, ids: [fresh.id, invited.id, signedUp.id, "gone", fresh.id] });
    expect(response.statusCode).toBe(202);
    const queued: Job = response.json();
    expect(response.headers.location).toBe(`/api/v1/jobs/${queued.id}`);
    expect(queued).toMatchObject({ status: "queued", total: 4, sent: 0 });

    const job = await waitForJob(ctx, queued.id);
    expect(job).toMatchObject({ status: "done", total: 4, sent: 1, skipped: 3, failed: 0 });
    const row = await findJob(ctx.app.db, queued.id);
    expect(row?.params).toBeNull();
    const mails = await ctx.app.db
      .selectFrom("mailOutbox")
      .select("toAddress")
      .where("toAddress", "=", fresh.email)
      .execute();
    expect(mails).toHaveLength(1);
    const audit = await ctx.app.db.selectFrom("auditLog").selectAll().where("action", "=", "invite.bulk").execute();
    expect(audit.map((entry) => [entry.target, JSON.parse(entry.details)])).toEqual([
      [queued.id, { selected: 4, allowPlanned: true, allowUnconfirmed: true }],
    ]);
  });

  it("invites all entries matching a filter, walking it in keyset steps", async () => {
    for (let i = 0; i < 45; i += 1) {
      await addEntry(ctx.app, {
        email: `pune${i}@example.in`,
        homeCity: "Pune",
        confirmedAt: new Date().toISOString(),
      });
    }
    // Unconfirmed people are left out unless the filter asks for them (anyone can sign up anyone).
    await addEntry(ctx.app, { email: "pune-unconfirmed@example.in", homeCity: "Pune" });
    const response = await bulk(ctx, { ...CHOSEN, filter: { homeCity: "Pune", invited: "false", q: "pune" } });
    expect(response.json()).toMatchObject({ total: 45 });
    const job = await waitForJob(ctx, response.json().id);
    expect(job).toMatchObject({ status: "done", sent: 45, skipped: 0, failed: 0 });
    // Everyone matching is invited now: nobody is left to invite, and the job says so.
    const again = await waitForJob(ctx, (await bulk(ctx, { ...CHOSEN, filter: { homeCity: "Pune" } })).json().id);
    expect(again).toMatchObject({ status: "done", total: 0, sent: 0, skipped: 0 });
    const audit = await ctx.app.db
      .selectFrom("auditLog")
      .select("details")
      .where("action", "=", "invite.bulk")
      .execute();
    expect(audit.map((entry) => entry.details).join()).not.toContain("pune");
  });

  it("refuses a body with both or neither, too many ids, and an unknown job", async () => {
    for (const payload of [{}, { ids: ["a"], filter: {} }, { ids: [] }, { ids: Array(201).fill("x") }]) {
      const response = await bulk(ctx, payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 40)).toBe(400);
      expect(response.json().errors[0].field).toBe("ids");
    }
    const unknown = await ctx.app.inject({ method: "GET", url: "/api/v1/jobs/nope", headers: ctx.staff });
    expect(unknown.statusCode).toBe(404);
  });

  it("lets exactly one of several instances claim a job", async () => {
    const job = await createJob(ctx.app.db, { kind: "test-kind", params: {}, total: 0, createdBy: "x" });
    // Far in the future: the app's own runner (polling now) cannot see it as claimable before we do.
    await ctx.app.db
      .updateTable("jobs")
      .set({ createdAt: "9999-01-01T00:00:00.000Z" })
      .where("id", "=", job.id)
      .execute();
    const claims = await Promise.all(
      ["a", "b", "c", "d"].map((owner) => claimNextJob(ctx.app.db, owner, ["test-kind"])),
    );
    expect(claims.filter((claim) => claim?.id === job.id)).toHaveLength(1);
  });
});

describe("bulk invite with a failing mail server", () => {
  const broken = appWithStaff({ env: { SMTP_URL: "smtp://127.0.0.1:9" } });

  it("counts undelivered invites as failed (they stay pending for a resend)", async () => {
    const entry = await addEntry(broken.app, { email: "f1@example.in" });
    const job = await waitForJob(broken, (await bulk(broken, { ...CHOSEN, ids: [entry.id] })).json().id);
    expect(job).toMatchObject({ status: "done", sent: 0, skipped: 0, failed: 1 });
  });
});
