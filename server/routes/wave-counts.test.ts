import { describe, expect, it } from "vitest";
import type { Hub } from "../../contract/hubs.js";
import { addEntry } from "../test-support/entries.js";
import { appWithStaff } from "../test-support/staff-app.js";

const confirmedAt = new Date().toISOString();
/** Between two batches of the wave's job: the screen reads the hubs while the wave is being sent. */
let betweenBatches: (() => Promise<void>) | undefined;
const ctx = appWithStaff({
  jobs: {
    pollMs: 3_600_000,
    pacing: {
      now: () => 0,
      rest: async () => {
        const act = betweenBatches;
        betweenBatches = undefined;
        await act?.();
      },
    },
  },
});

const call = (method: "GET" | "PUT" | "POST", url: string, payload?: object) =>
  ctx.app.inject({ method, url: `/api/v1${url}`, headers: ctx.staff, ...(payload ? { payload } : {}) });
const mumbai = async () => ((await call("GET", "/admin/hubs")).json().hubs as Hub[]).find((h) => h.city === "Mumbai");

describe("the hubs' counts after a wave", () => {
  it("counts the line afresh once the wave's invites are in, even if the screen read it meanwhile", async () => {
    for (let i = 0; i < 60; i += 1) await addEntry(ctx.app, { homeCity: "Mumbai", confirmedAt, queueMs: 1_000 + i });
    // Rate 0.5: 20 free places are a wave of 40, shorter than the line of 60, so `eligible` is the kept count.
    await call("PUT", "/admin/hubs/Mumbai", { weeklyCapacity: 20 });
    expect(await mumbai()).toMatchObject({ eligible: 60, proposedWave: 40 });
    betweenBatches = async () => {
      expect((await mumbai())?.openInvites).toBe(25);
    };
    expect((await call("POST", "/admin/hubs/Mumbai/waves", { size: 40 })).statusCode).toBe(202);
    await ctx.app.jobs.drain();
    expect(await mumbai()).toMatchObject({ openInvites: 40, eligible: 20 });
  });
});
