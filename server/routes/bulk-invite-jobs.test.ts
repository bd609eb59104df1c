import { describe, expect, it } from "vitest";
import { BULK_INVITE_KIND } from "../services/jobs/bulk-invite.js";
import { createJob, findJob } from "../services/jobs/job-store.js";
import { addEntry, inviteEntry } from "../test-support/entries.js";
import { bulk, waitForJob } from "../test-support/jobs.js";
import { appWithStaff } from "../test-support/staff-app.js";

/** Staff's explicit choice to invite people in planned cities and unconfirmed (invite-risks.ts). */
const CHOSEN = { allowPlanned: true, allowUnconfirmed: true };

const ctx = appWithStaff();
const confirmedAt = "2026-11-01T10:00:00.000Z";

const inject = (method: "GET" | "POST", url: string) =>
  ctx.app.inject({ method, url: `/api/v1${url}`, headers: ctx.staff, ...(method === "POST" ? { payload: {} } : {}) });

/** Entries in one city, confirmed, made a minute apart in the past. */
async function addPeople(city: string, n: number) {
  const people = [];
  for (let i = 0; i < n; i += 1) {
    const createdAt = new Date(Date.parse("2026-11-01T00:00:00Z") + i * 60_000).toISOString();
    people.push(
      await addEntry(ctx.app, {
        email: `${city.toLowerCase()}${i}@example.in`,
        homeCity: city,
        confirmedAt,
        createdAt,
      }),
    );
  }
  return people;
}

describe("bulk invite of everyone matching", () => {
  it("counts only the people who can still be invited, and the job's total is that number", async () => {
    const [first, second] = await addPeople("Nagpur", 6);
    if (!first || !second) throw new Error("no entries");
    await inviteEntry(ctx.app, ctx.staff, first);
    await inviteEntry(ctx.app, ctx.staff, second);
    const count = await inject("GET", "/invites/bulk/count?homeCity=Nagpur");
    expect(count.statusCode).toBe(200);
    expect(count.json()).toEqual({ invitable: 4, planned: 0, plannedCities: [], unconfirmed: 0 });
    expect((await inject("GET", "/invites/bulk/count?homeCity=Nagpur&invited=true")).json()).toMatchObject({
      invitable: 0,
    });
    expect((await inject("GET", "/invites/bulk/count?homeCity=Nagpur&q=ab")).statusCode).toBe(400);

    const queued = await bulk(ctx, { ...CHOSEN, filter: { homeCity: "Nagpur" } });
    expect(queued.json()).toMatchObject({ total: 4 });
    expect(await waitForJob(ctx, queued.json().id)).toMatchObject({ status: "done", total: 4, sent: 4, skipped: 0 });
  });

  it("invites the people matching when the job started, not those who join while it runs", async () => {
    await addPeople("Indore", 3);
    const job = await createJob(ctx.app.db, {
      kind: BULK_INVITE_KIND,
      params: { filter: { homeCity: "Indore", confirmed: true } },
      total: 3,
      createdBy: "test",
    });
    // Joins after staff clicked, before the runner's next poll picks the job up.
    const late = await addEntry(ctx.app, {
      email: "indore-late@example.in",
      homeCity: "Indore",
      confirmedAt: new Date().toISOString(),
      createdAt: new Date(Date.now() + 1000).toISOString(),
    });
    const done = await waitForJob(ctx, job.id);
    expect(done).toMatchObject({ status: "done", total: 3, sent: 3 });
    const invites = await ctx.app.db.selectFrom("invites").select("email").where("email", "like", "indore%").execute();
    expect(invites.map((row) => row.email)).not.toContain(late.email);
    // The snapshot is gone with the job.
    expect(await ctx.app.db.selectFrom("jobSnapshots").selectAll().where("jobId", "=", job.id).execute()).toEqual([]);
  });
});

describe("cancelling a job", () => {
  it("stops a queued job before it sends anything, audits it, and refuses a second cancel", async () => {
    const [entry] = await addPeople("Surat", 1);
    if (!entry) throw new Error("no entry");
    // Queued straight into the store: no runner is woken, so the cancel comes first.
    const job = await createJob(ctx.app.db, {
      kind: BULK_INVITE_KIND,
      params: { ids: [entry.id] },
      total: 1,
      createdBy: "test",
    });
    const cancel = await inject("POST", `/jobs/${job.id}/cancel`);
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json()).toMatchObject({ id: job.id, status: "cancelled", sent: 0 });
    expect((await findJob(ctx.app.db, job.id))?.params).toBeNull();

    const again = await inject("POST", `/jobs/${job.id}/cancel`);
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toMatch(/already been cancelled/);
    expect((await inject("POST", "/jobs/nope/cancel")).statusCode).toBe(404);

    await ctx.app.jobs.drain();
    expect(await ctx.app.db.selectFrom("invites").selectAll().where("email", "=", entry.email).execute()).toEqual([]);
    const audit = await ctx.app.db.selectFrom("auditLog").selectAll().where("action", "=", "job.cancelled").execute();
    expect(audit.map((row) => [row.target, JSON.parse(row.details)])).toEqual([
      [job.id, { kind: BULK_INVITE_KIND, sent: 0, skipped: 0, failed: 0 }],
    ]);
  });

  it("answers 409 for a job that has finished", async () => {
    const [entry] = await addPeople("Kochi", 1);
    const done = await waitForJob(ctx, (await bulk(ctx, { ...CHOSEN, ids: [entry?.id] })).json().id);
    expect(done.status).toBe("done");
    const cancel = await inject("POST", `/jobs/${done.id}/cancel`);
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json().detail).toMatch(/already finished/);
  });
});
