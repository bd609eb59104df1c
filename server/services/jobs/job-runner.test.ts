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

/** Counts from the cursor to 10, one step each, telling the test which steps ran. */
function counter(seen: number[], delayMs = 0): JobHandler {
  return async (job) => {
    const next = Number(job.cursor ?? 0) + 1;
    seen.push(next);
    if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
    return { cursor: String(next), done: next >= 10, counts: { sent: 1, skipped: 0, failed: 0 } };
  };
}

async function until(check: () => Promise<boolean>) {
  for (let i = 0; i < 300; i += 1) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error("timed out");
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
    const runner = new JobRunner(ctx.app.db, { "count-a": counter(seen) }, log, 50);
    runner.start();
    await until(async () => (await findJob(ctx.app.db, job.id))?.status === "done");
    await runner.stop();
    expect(seen).toEqual([7, 8, 9, 10]);
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
    const runner = new JobRunner(ctx.app.db, { "count-b": counter(seen) }, log, 20);
    runner.start();
    await new Promise((resolve) => setTimeout(resolve, 200));
    await runner.stop();
    expect(seen).toEqual([]);
  });

  it("hands the job back on a clean stop, so the next instance carries on at once", async () => {
    const job = await createJob(ctx.app.db, { kind: "count-c", params: {}, total: 10, createdBy: "t" });
    const first: number[] = [];
    const one = new JobRunner(ctx.app.db, { "count-c": counter(first, 30) }, log, 20);
    one.start();
    await until(async () => first.length >= 3);
    await one.stop();
    const saved = await findJob(ctx.app.db, job.id);
    expect(saved?.status).toBe("running");
    expect(saved?.leaseUntil && saved.leaseUntil < new Date().toISOString()).toBe(true);

    const second: number[] = [];
    const two = new JobRunner(ctx.app.db, { "count-c": counter(second) }, log, 20);
    two.start();
    await until(async () => (await findJob(ctx.app.db, job.id))?.status === "done");
    await two.stop();
    expect([...first, ...second]).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10].slice(0, first.length + second.length));
    expect(second.at(-1)).toBe(10);
    expect((await findJob(ctx.app.db, job.id))?.sent).toBe(10);
  });

  it("stops a running job after the step in progress once it is cancelled, keeping that step's counts", async () => {
    const job = await createJob(ctx.app.db, { kind: "count-d", params: {}, total: 10, createdBy: "t" });
    const seen: number[] = [];
    const runner = new JobRunner(ctx.app.db, { "count-d": counter(seen, 30) }, log, 20);
    runner.start();
    await until(async () => seen.length >= 3);
    expect(await cancelJob(ctx.app.db, job.id)).toBe(true);
    const stepsAtCancel = seen.length;
    await until(async () => (await findJob(ctx.app.db, job.id))?.leaseOwner === null);
    await new Promise((resolve) => setTimeout(resolve, 100));
    await runner.stop();
    expect(seen.length).toBeLessThanOrEqual(stepsAtCancel + 1);
    const stored = await findJob(ctx.app.db, job.id);
    expect(stored).toMatchObject({ status: "cancelled", sent: seen.length, params: null });
  });

  it("marks a job failed when a step throws, keeping the counts so far", async () => {
    const job = await createJob(ctx.app.db, { kind: "boom", params: {}, total: 1, createdBy: "t" });
    const runner = new JobRunner(ctx.app.db, { boom: async () => Promise.reject(new Error("disk on fire")) }, log, 20);
    runner.start();
    await until(async () => (await findJob(ctx.app.db, job.id))?.status === "failed");
    await runner.stop();
    expect((await findJob(ctx.app.db, job.id))?.error).toMatch(/unexpected error/);
  });
});
