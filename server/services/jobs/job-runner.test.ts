import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../test-support/test-app.js";
import { type JobHandler, JobRunner } from "./job-runner.js";
import { cancelJob, createJob, findJob } from "./job-store.js";

let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

/** A silent logger of the right type. */
const log = Fastify({ logger: false }).log;

/** Counts from the cursor to 10, one step each, telling the test which steps ran (and after which step). */
function counter(seen: number[], afterStep?: (step: number) => void): JobHandler {
  return async (job) => {
    const next = Number(job.cursor ?? 0) + 1;
    seen.push(next);
    afterStep?.(next);
    return { cursor: String(next), done: next >= 10, counts: { sent: 1, skipped: 0, failed: 0 } };
  };
}

describe("job runner", () => {
  it("resumes, after a crash, a job whose lease ran out, from its saved cursor", async () => {
    const job = await createJob(ctx.app.db, { kind: "count-a", params: {}, total: 10, createdBy: "t" });
    // A dead instance got to step 6 and its lease ended a minute ago.
    await ctx.app.db
      .updateTable("jobs")
      .set({
        status: "running",
        cursor: "6",
        sent: 6,
        leaseOwner: "dead",
        leaseUntil: new Date(Date.now() - 60_000).toISOString(),
      })
      .where("id", "=", job.id)
      .execute();
    const seen: number[] = [];
    await new JobRunner(ctx.app.db, { "count-a": counter(seen) }, log).drain();
    expect(seen).toEqual([7, 8, 9, 10]);
    expect((await findJob(ctx.app.db, job.id))?.status).toBe("done");
    expect(await findJob(ctx.app.db, job.id)).toMatchObject({ sent: 10, params: null, leaseOwner: null });
  });

  it("leaves a job alone while another instance's lease is live", async () => {
    const job = await createJob(ctx.app.db, { kind: "count-b", params: {}, total: 10, createdBy: "t" });
    await ctx.app.db
      .updateTable("jobs")
      .set({ status: "running", leaseOwner: "alive", leaseUntil: new Date(Date.now() + 60_000).toISOString() })
      .where("id", "=", job.id)
      .execute();
    const seen: number[] = [];
    await new JobRunner(ctx.app.db, { "count-b": counter(seen) }, log).drain();
    expect(seen).toEqual([]);
    expect((await findJob(ctx.app.db, job.id))?.leaseOwner).toBe("alive");
  });

  it("hands the job back on a clean stop, so the next instance carries on at once", async () => {
    const job = await createJob(ctx.app.db, { kind: "count-c", params: {}, total: 10, createdBy: "t" });
    const first: number[] = [];
    // The instance is told to stop while its third step runs: it finishes that step, then lets go.
    const one: JobRunner = new JobRunner(
      ctx.app.db,
      { "count-c": counter(first, (step) => step === 3 && void one.stop()) },
      log,
    );
    await one.drain();
    expect(first).toEqual([1, 2, 3]);
    const saved = await findJob(ctx.app.db, job.id);
    expect(saved).toMatchObject({ status: "running", cursor: "3", sent: 3 });
    expect(saved?.leaseUntil && saved.leaseUntil < new Date().toISOString()).toBe(true);

    const second: number[] = [];
    await new JobRunner(ctx.app.db, { "count-c": counter(second) }, log).drain();
    expect(second).toEqual([4, 5, 6, 7, 8, 9, 10]);
    expect(await findJob(ctx.app.db, job.id)).toMatchObject({ status: "done", sent: 10 });
  });

  it("stops a running job after the step in progress once it is cancelled, keeping that step's counts", async () => {
    const job = await createJob(ctx.app.db, { kind: "count-d", params: {}, total: 10, createdBy: "t" });
    const seen: number[] = [];
    const count = counter(seen);
    // Staff cancel while the third step runs: that step's counts are kept, and no fourth step starts.
    const cancelling: JobHandler = async (...args) => {
      const result = await count(...args);
      if (seen.length === 3) expect(await cancelJob(ctx.app.db, job.id)).toBe(true);
      return result;
    };
    await new JobRunner(ctx.app.db, { "count-d": cancelling }, log).drain();
    expect(seen).toEqual([1, 2, 3]);
    const stored = await findJob(ctx.app.db, job.id);
    expect(stored).toMatchObject({ status: "cancelled", sent: 3, params: null, leaseOwner: null });
  });

  it("rests after each step as long as the step took, so a job holds at most half of the server", async () => {
    await createJob(ctx.app.db, { kind: "count-e", params: {}, total: 10, createdBy: "t" });
    // A clock that only the steps move: step n takes 10 × n ms.
    let clock = 0;
    const rests: number[] = [];
    const pacing = {
      now: () => clock,
      rest: async (ms: number) => {
        rests.push(ms);
      },
    };
    const seen: number[] = [];
    const slow = counter(seen, (step) => {
      clock += 10 * step;
    });
    await new JobRunner(ctx.app.db, { "count-e": slow }, log, undefined, undefined, pacing).drain();
    expect(seen).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    // No rest after the last step: the job is done.
    expect(rests).toEqual([10, 20, 30, 40, 50, 60, 70, 80, 90]);
  });

  it("marks a job failed when a step throws, keeping the counts so far", async () => {
    const job = await createJob(ctx.app.db, { kind: "boom", params: {}, total: 1, createdBy: "t" });
    await new JobRunner(ctx.app.db, { boom: async () => Promise.reject(new Error("disk on fire")) }, log).drain();
    expect(await findJob(ctx.app.db, job.id)).toMatchObject({
      status: "failed",
      error: expect.stringMatching(/unexpected error/),
    });
  });
});
