import type { LightMyRequestResponse } from "fastify";
import { describe, expect, it } from "vitest";
import type { Job } from "../../../contract/jobs.js";
import { addEntry } from "../../test-support/entries.js";
import { bulk } from "../../test-support/jobs.js";
import { appWithStaff } from "../../test-support/staff-app.js";

/** Longer than any test: a job runs only when the test drains the runner. */
const NEVER_POLL = 3_600_000;
const confirmedAt = "2026-11-01T10:00:00.000Z";

/** Between two batches of a job the runner rests: a test's action there lands exactly between them. */
let betweenBatches: (() => Promise<void>) | undefined;
const ctx = appWithStaff({
  jobs: {
    pollMs: NEVER_POLL,
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

async function addPeople(prefix: string, n: number) {
  const ids: string[] = [];
  for (let i = 0; i < n; i += 1) {
    ids.push((await addEntry(ctx.app, { email: `${prefix}${i}@example.in`, homeCity: "Bangalore", confirmedAt })).id);
  }
  return ids;
}

const cancel = (id: string) =>
  ctx.app.inject({ method: "POST", url: `/api/v1/jobs/${id}/cancel`, headers: ctx.staff, payload: {} });

async function invitesFor(ids: string[]) {
  const rows = await ctx.app.db.selectFrom("invites").select("id").where("surveyResponseId", "in", ids).execute();
  return rows.length;
}

async function storedJob(id: string): Promise<Job> {
  return (await ctx.app.inject({ method: "GET", url: `/api/v1/jobs/${id}`, headers: ctx.staff })).json();
}

describe("a cancelled bulk invite tells the truth", () => {
  it("sends nothing after the cancel is answered, and reports exactly what was committed", async () => {
    const ids = await addPeople("between", 60);
    let answered: LightMyRequestResponse | undefined;
    let invitedWhenAnswered = -1;
    betweenBatches = async () => {
      answered = await cancel(job.id);
      invitedWhenAnswered = await invitesFor(ids);
    };
    const job: Job = (await bulk(ctx, { ids })).json();
    await ctx.app.jobs.drain();

    expect(answered?.statusCode).toBe(200);
    expect(invitedWhenAnswered).toBe(25);
    expect(answered?.json()).toMatchObject({ status: "cancelled", sent: 25 });
    // The next batch was already under way when the cancel came: it rolled back instead of inviting 25 more.
    expect(await invitesFor(ids)).toBe(25);
    expect(await storedJob(job.id)).toMatchObject({ status: "cancelled", sent: 25, skipped: 0, failed: 0 });
  });

  it("counts a batch that committed before the cancel even while its e-mail is still going out", async () => {
    const ids = await addPeople("mailing", 30);
    const mail = ctx.app.inviteMail;
    const send = mail.send.bind(mail);
    let answered: LightMyRequestResponse | undefined;
    mail.send = async (inviteIds) => {
      mail.send = send;
      answered = await cancel(job.id);
      return send(inviteIds);
    };
    const job: Job = (await bulk(ctx, { ids })).json();
    await ctx.app.jobs.drain();

    expect(await invitesFor(ids)).toBe(25);
    // The answer staff saw already counted the 25 invites that were in the database.
    expect(answered?.json()).toMatchObject({ status: "cancelled", sent: 25 });
    expect(await storedJob(job.id)).toMatchObject({ status: "cancelled", sent: 25 });
  });
});
