import { afterAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app.js";
import { addEntry } from "../../test-support/entries.js";
import { bulk } from "../../test-support/jobs.js";
import { appWithStaff } from "../../test-support/staff-app.js";
import { createTestDatabase, testConfig } from "../../test-support/test-app.js";
import { BULK_INVITE_KIND } from "./bulk-invite.js";
import type { JobHandler } from "./job-runner.js";
import { createJob, findJob } from "./job-store.js";

/** Staff's explicit choice to invite people in planned cities and unconfirmed (invite-risks.ts). */
const CHOSEN = { allowPlanned: true, allowUnconfirmed: true };

/** Longer than any test: a job runs only when something wakes the runner (or a test drains it). */
const NEVER_POLL = 3_600_000;

/**
 * Stands in for the bulk invite: one step per entry, answering the ids it was given. `gate` lets a test hold
 * a step; `started` says which job has begun.
 */
function fakeInvites() {
  const started: string[] = [];
  const waiters: ((id: string) => void)[] = [];
  let gate: Promise<void> = Promise.resolve();
  const handler: JobHandler = async (job) => {
    started.push(job.id);
    for (const waiter of waiters.splice(0)) waiter(job.id);
    await gate;
    const ids = (JSON.parse(job.params ?? "{}") as { ids?: string[] }).ids ?? [];
    const at = Number(job.cursor ?? 0) + 1;
    return { cursor: String(at), done: at >= ids.length, counts: { sent: 1, skipped: 0, failed: 0 } };
  };
  return {
    handler,
    started,
    /** Resolves when the next step of any job begins. */
    nextStep: () => new Promise<string>((resolve) => waiters.push(resolve)),
    hold() {
      let release = () => {};
      gate = new Promise((resolve) => {
        release = resolve;
      });
      return release;
    },
  };
}

describe("the app's one job runner", () => {
  const fake = fakeInvites();
  const ctx = appWithStaff({ jobs: { pollMs: NEVER_POLL, handlers: { [BULK_INVITE_KIND]: fake.handler } } });

  it("runs a wave sent through the API at once: the route wakes the app's runner, not one of its own", async () => {
    const confirmedAt = new Date().toISOString();
    await addEntry(ctx.app, { homeCity: "Mumbai", confirmedAt });
    await addEntry(ctx.app, { homeCity: "Mumbai", confirmedAt });
    const staff = { headers: ctx.staff };
    await ctx.app.inject({
      method: "PUT",
      url: "/api/v1/admin/hubs/Mumbai",
      ...staff,
      payload: { weeklyCapacity: 50 },
    });
    const step = fake.nextStep();
    const sent = await ctx.app.inject({
      method: "POST",
      url: "/api/v1/admin/hubs/Mumbai/waves",
      ...staff,
      payload: { size: 2 },
    });
    expect(sent.statusCode).toBe(202);
    // The poll is an hour away: only the wake can have started it, and only the app's runner has this handler.
    expect(await step).toBe(sent.json().jobId);
    await ctx.app.jobs.drain();
    expect(await findJob(ctx.app.db, sent.json().jobId)).toMatchObject({ status: "done", sent: 2 });
    // The fake stood in for the invites: no other runner invited anyone.
    expect(await ctx.app.db.selectFrom("invites").selectAll().where("city", "=", "Mumbai").execute()).toEqual([]);
  });

  it("runs a bulk invite posted through the API at once", async () => {
    const entry = await addEntry(ctx.app, { homeCity: "Pune" });
    const step = fake.nextStep();
    const queued = await bulk(ctx, { ...CHOSEN, ids: [entry.id] });
    expect(queued.statusCode).toBe(202);
    expect(await step).toBe(queued.json().id);
    await ctx.app.jobs.drain();
    expect(await findJob(ctx.app.db, queued.json().id)).toMatchObject({ status: "done", sent: 1 });
  });
});

describe("closing the app", () => {
  const database = { drop: async () => {} };
  afterAll(async () => database.drop());

  it("stops the runner after the step in progress and hands the job back; the next start carries on", async () => {
    const db = await createTestDatabase();
    database.drop = db.drop;
    const config = testConfig(db);
    const fake = fakeInvites();
    const options = { logger: false, jobs: { pollMs: NEVER_POLL, handlers: { [BULK_INVITE_KIND]: fake.handler } } };
    const first = await buildApp(config, options);
    await first.ready();
    const job = await createJob(first.db, {
      kind: BULK_INVITE_KIND,
      params: { ids: ["a", "b", "c"] },
      total: 3,
      createdBy: "t",
    });
    const release = fake.hold();
    const step = fake.nextStep();
    first.jobs.wake();
    await step;
    // Closing while the first step waits: the close waits for that step, saves it and lets go of the job.
    const closing = first.close();
    release();
    await closing;
    first.jobs.wake();
    expect(fake.started).toEqual([job.id]);

    const second = await buildApp(config, options);
    const handedBack = await findJob(second.db, job.id);
    expect(handedBack).toMatchObject({ status: "running", cursor: "1", sent: 1 });
    expect(handedBack?.leaseUntil && handedBack.leaseUntil < new Date().toISOString()).toBe(true);
    await second.ready();
    await second.jobs.drain();
    expect(await findJob(second.db, job.id)).toMatchObject({ status: "done", sent: 3 });
    expect(fake.started).toEqual([job.id, job.id, job.id]);
    await second.close();
  });
});
