import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../test-support/test-app.js";
import { listSessions } from "./session-list.js";
import { createSession, resolveSession } from "./sessions.js";
import { createStaff } from "./staff.js";

const policy = { idleHours: 8, maxDays: 7 };
const HOUR = 3_600_000;

describe("sessions", () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let staffId: string;
  beforeAll(async () => {
    ctx = await createTestApp();
    staffId = (await createStaff(ctx.app.db, "expiry@stashd.test", "a long enough secret", ctx.config.passwordCost)).id;
  });
  afterAll(async () => ctx.close());

  it("stores only a hash of the token", async () => {
    const { token } = await createSession(ctx.app.db, staffId, policy);
    const ids = await ctx.app.db.selectFrom("sessions").select("id").execute();
    expect(ids.map((r) => r.id)).not.toContain(token);
  });

  it("ends a session idle for longer than the idle timeout", async () => {
    const start = new Date("2026-11-01T00:00:00Z");
    const { token } = await createSession(ctx.app.db, staffId, policy, start);
    expect(await resolveSession(ctx.app.db, token, policy, new Date(start.getTime() + 7 * HOUR))).toBeDefined();
    // Used at +7h, so idle counts from there: +14h is 7h idle, still fine; +23h is 16h idle.
    expect(await resolveSession(ctx.app.db, token, policy, new Date(start.getTime() + 14 * HOUR))).toBeDefined();
    expect(await resolveSession(ctx.app.db, token, policy, new Date(start.getTime() + 23 * HOUR))).toBeUndefined();
    // An ended session stays ended.
    expect(await resolveSession(ctx.app.db, token, policy, new Date(start.getTime() + 7 * HOUR))).toBeUndefined();
  });

  it("ends an active session at the absolute limit", async () => {
    const start = new Date("2026-11-01T00:00:00Z");
    const { token } = await createSession(ctx.app.db, staffId, policy, start);
    for (let hour = 6; hour < 7 * 24; hour += 6) {
      expect(await resolveSession(ctx.app.db, token, policy, new Date(start.getTime() + hour * HOUR))).toBeDefined();
    }
    expect(await resolveSession(ctx.app.db, token, policy, new Date(start.getTime() + 7 * 24 * HOUR))).toBeUndefined();
  });

  it("lists only sessions that are still open: not idle too long, not past their end", async () => {
    const start = new Date("2026-11-01T00:00:00Z");
    const db = ctx.app.db;
    const own = (await createStaff(db, "list@stashd.test", "a long enough secret", ctx.config.passwordCost)).id;
    const { publicId: idle } = await createSession(db, own, policy, start);
    const { publicId: fresh } = await createSession(db, own, policy, new Date(start.getTime() + 9 * HOUR));
    const listed = await listSessions(db, own, fresh, policy, new Date(start.getTime() + 10 * HOUR));
    expect(listed.map((s) => [s.id, s.current])).toEqual([[fresh, true]]);
    expect(listed.map((s) => s.id)).not.toContain(idle);
  });
});
