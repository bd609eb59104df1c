import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertAccount, insertInvite, insertWaitlistEntry } from "../../seed/rows.js";
import { mailsTo } from "../../test-support/personal-mail.js";
import { createTestApp } from "../../test-support/test-app.js";
import { recordAudit } from "../audit/audit-log.js";
import { createJob } from "../jobs/job-store.js";
import { noticeRow } from "./notices.js";
import { RETENTION_KIND } from "./retention-job.js";

const DAY_MS = 86_400_000;
const ago = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString();

let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  // Polls far apart: the test runs each retention run itself.
  ctx = await createTestApp({ env: { RETENTION_DAYS: "365" }, jobs: { pollMs: 3_600_000 } });
  await ctx.app.ready();
});
afterAll(async () => ctx.close());

async function run() {
  await createJob(ctx.app.db, { kind: RETENTION_KIND, params: {}, total: 0, createdBy: "system" });
  await ctx.app.jobs.drain();
  await ctx.app.noticeMail.drain();
}
const exists = async (email: string) =>
  Boolean(await ctx.app.db.selectFrom("surveyResponses").select("id").where("email", "=", email).executeTakeFirst());

describe("a retention run", () => {
  it("erases an entry whose purpose ended only after its warning, and nothing else", async () => {
    // Invite expired 400 days ago and none followed: ended.
    const expired = await insertWaitlistEntry(ctx.app.db, {
      email: "expired@example.in",
      confirmedAt: ago(500),
      language: "ta",
    });
    await insertInvite(ctx.app.db, { surveyResponseId: expired.id, createdAt: ago(414), expiresAt: ago(400) });
    // Accepted and the account made 400 days ago: ended.
    const joined = await insertWaitlistEntry(ctx.app.db, { email: "joined@example.in", confirmedAt: ago(500) });
    const inviteId = await insertInvite(ctx.app.db, { surveyResponseId: joined.id, createdAt: ago(410) });
    await insertAccount(ctx.app.db, { inviteId, createdAt: ago(400) });
    // Kept: confirmed and waiting; invite expired recently; invite still open.
    await insertWaitlistEntry(ctx.app.db, { email: "waiting@example.in", confirmedAt: ago(600) });
    const recent = await insertWaitlistEntry(ctx.app.db, { email: "recent@example.in", confirmedAt: ago(600) });
    await insertInvite(ctx.app.db, { surveyResponseId: recent.id, createdAt: ago(40), expiresAt: ago(26) });
    const open = await insertWaitlistEntry(ctx.app.db, { email: "open@example.in", confirmedAt: ago(600) });
    await insertInvite(ctx.app.db, { surveyResponseId: open.id, createdAt: ago(2) });

    await run();
    // Warned, not erased: the warning must come 48 hours first.
    for (const email of ["expired@example.in", "joined@example.in"]) {
      expect(await exists(email)).toBe(true);
      const [warning] = await mailsTo(ctx.app, email);
      expect(warning?.subject).toMatch(/will be erased on|அழிக்கப்படும்/);
    }
    // The warning is in the entry's language and links the privacy notice in it.
    const [tamil] = await mailsTo(ctx.app, "expired@example.in");
    expect(tamil?.subject).toMatch(/^Stashd காத்திருப்புப் பட்டியலில் உங்கள் பதிவு .+ அன்று அழிக்கப்படும்$/u);
    expect(tamil?.textBody).toContain("/privacy/notice/ta");
    for (const email of ["waiting@example.in", "recent@example.in", "open@example.in"]) {
      expect(await mailsTo(ctx.app, email)).toEqual([]);
    }

    // A second run within the 48 hours erases nothing and warns no one twice.
    await run();
    expect(await exists("expired@example.in")).toBe(true);
    expect(await mailsTo(ctx.app, "expired@example.in")).toHaveLength(1);

    // 49 hours later (the warnings moved back), the run erases the two and keeps everyone else.
    await ctx.app.db
      .updateTable("personNotices")
      .set({ createdAt: new Date(Date.now() - 49 * 3_600_000).toISOString() })
      .where("kind", "=", "retention_warning")
      .execute();
    await run();
    expect(await exists("expired@example.in")).toBe(false);
    expect(await exists("joined@example.in")).toBe(false);
    for (const email of ["waiting@example.in", "recent@example.in", "open@example.in"]) {
      expect(await exists(email)).toBe(true);
    }
    // The warning stays as a message log, without the person: no address, a pseudonym for the entry.
    const warnings = await ctx.app.db
      .selectFrom("personNotices")
      .selectAll()
      .where("kind", "=", "retention_warning")
      .execute();
    expect(warnings).toHaveLength(2);
    for (const warning of warnings) {
      expect(warning.email).toBeNull();
      expect(warning.person).toMatch(/^p:/);
    }
    const audit = await ctx.app.db
      .selectFrom("auditLog")
      .select("details")
      .where("action", "=", "retention.run")
      .orderBy("createdAt", "desc")
      .executeTakeFirstOrThrow();
    expect(JSON.parse(audit.details)).toMatchObject({ erased: 2, warned: 0 });
  });

  it("purges processing logs a year old and keeps younger ones", async () => {
    await recordAudit(ctx.app.db, {
      action: "waitlist.left",
      actorId: null,
      actor: "the person",
      ip: null,
      target: "old",
    });
    await recordAudit(ctx.app.db, {
      action: "waitlist.left",
      actorId: null,
      actor: "the person",
      ip: null,
      target: "new",
    });
    await ctx.app.db
      .updateTable("auditLog")
      .set({ createdAt: ago(366) })
      .where("target", "=", "old")
      .execute();
    const forecast = await ctx.app.inject({ method: "GET", url: "/api/v1/admin/retention" });
    expect(forecast.statusCode).toBe(401);
    await run();
    const left = await ctx.app.db
      .selectFrom("auditLog")
      .select("target")
      .where("action", "=", "waitlist.left")
      .execute();
    expect(left.map((row) => row.target)).toEqual(["new"]);
  });

  it("resumes a run a crashed instance left half done from its saved phase and counts", async () => {
    const old = await insertWaitlistEntry(ctx.app.db, { email: "resumed@example.in", confirmedAt: ago(500) });
    await insertInvite(ctx.app.db, { surveyResponseId: old.id, createdAt: ago(414), expiresAt: ago(400) });
    // Warned 49 hours ago by the run that crashed, which had reached its erase phase.
    const warnedAt = new Date(Date.now() - 49 * 3_600_000).toISOString();
    await ctx.app.db
      .insertInto("personNotices")
      .values(noticeRow({ person: old.id, email: old.email, kind: "retention_warning", ref: warnedAt }, warnedAt))
      .execute();
    await ctx.app.db
      .updateTable("personNotices")
      .set({ dueAt: null, status: "sent" })
      .where("person", "=", old.id)
      .execute();
    const job = await createJob(ctx.app.db, { kind: RETENTION_KIND, params: {}, total: 0, createdBy: "system" });
    await ctx.app.db
      .updateTable("jobs")
      .set({
        status: "running",
        leaseOwner: "a crashed instance",
        leaseUntil: new Date(0).toISOString(),
        cursor: JSON.stringify({ phase: "erase", warned: 7, erased: 0, purged: 0 }),
      })
      .where("id", "=", job.id)
      .execute();
    await ctx.app.jobs.drain();
    expect(await exists("resumed@example.in")).toBe(false);
    const done = await ctx.app.db.selectFrom("jobs").selectAll().where("id", "=", job.id).executeTakeFirstOrThrow();
    expect(done.status).toBe("done");
    expect(JSON.parse(done.cursor ?? "{}")).toMatchObject({ warned: 7, erased: 1 });
  });

  it("warns the people of a city that closed a year ago", async () => {
    await ctx.app.db
      .insertInto("cities")
      .values({
        id: "closed-city",
        name: "Shimla",
        status: "planned",
        sortOrder: 99,
        createdAt: ago(800),
        closedAt: ago(400),
      })
      .execute();
    await insertWaitlistEntry(ctx.app.db, { email: "shimla@example.in", homeCity: "Shimla", confirmedAt: ago(700) });
    await run();
    const [warning] = await mailsTo(ctx.app, "shimla@example.in");
    expect(warning?.subject).toMatch(/will be erased on/);
  });
});
