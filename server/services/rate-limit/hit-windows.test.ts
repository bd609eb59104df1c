import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../test-support/test-app.js";
import { purgeStale } from "../purge.js";
import { createSession } from "../sessions.js";
import { createStaff } from "../staff.js";
import { createDatabaseHitWindows } from "./database-hit-windows.js";
import { createMemoryHitWindows } from "./hit-windows.js";

describe("memory hit windows", () => {
  it("counts hits per key in a fixed window and starts again after it", async () => {
    let now = 0;
    const windows = createMemoryHitWindows(() => now);
    expect(await windows.hit("a", 1000)).toEqual({ count: 1, resetAt: 1000 });
    expect(await windows.hit("a", 1000)).toEqual({ count: 2, resetAt: 1000 });
    expect((await windows.hit("b", 1000)).count).toBe(1);
    now = 1000;
    expect(await windows.hit("a", 1000)).toEqual({ count: 1, resetAt: 2000 });
    await windows.release("a");
    expect((await windows.hit("a", 1000)).count).toBe(1);
    await windows.reset("a");
    expect((await windows.hit("a", 1000)).count).toBe(1);
  });

  it("stays bounded under a spray of distinct keys", async () => {
    let now = 0;
    const windows = createMemoryHitWindows(() => now, 1000);
    for (let i = 0; i < 5000; i++) await windows.hit(`spray-${i}`, 60_000);
    expect(windows.size()).toBeLessThanOrEqual(1000);
    now = 60_000;
    expect(await windows.purge()).toBe(1000);
    expect(windows.size()).toBe(0);
  });
});

describe("database hit windows and the purge", () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let now = 1_000_000;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(async () => ctx.close());

  it("counts concurrent hits exactly, as if they had come one by one", async () => {
    const windows = createDatabaseHitWindows(ctx.app.db, () => now);
    const hits = await Promise.all(Array.from({ length: 30 }, (_, i) => windows.hit(`k${i % 3}`, 60_000)));
    for (const key of [0, 1, 2]) {
      const counts = hits.filter((_, i) => i % 3 === key).map((h) => h.count);
      expect(counts.sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    }
    expect((await windows.hit("k0", 60_000)).count).toBe(11);
    now += 60_000;
    expect(await windows.hit("k0", 60_000)).toEqual({ count: 1, resetAt: now + 60_000 });
    await windows.release("k0");
    expect((await windows.hit("k0", 60_000)).count).toBe(1);
    await windows.reset("k0");
    expect((await windows.hit("k0", 60_000)).count).toBe(1);
  });

  it("purges ended windows and sessions past their end or idle too long", async () => {
    const windows = createDatabaseHitWindows(ctx.app.db, () => now);
    for (let i = 0; i < 50; i++) await windows.hit(`stale-${i}`, 1000);
    await windows.hit("live", 3_600_000);
    now += 2000;

    const staff = await createStaff(ctx.app.db, "purge@stashd.test", "a long enough secret", ctx.config.passwordCost);
    const policy = { idleHours: 8, maxDays: 7 };
    const start = new Date("2026-01-01T00:00:00Z");
    await createSession(ctx.app.db, staff.id, policy, start);
    await createSession(ctx.app.db, staff.id, policy, new Date(start.getTime() + 6 * 3_600_000));
    const removed = await purgeStale(ctx.app.db, windows, policy, new Date(start.getTime() + 9 * 3_600_000));
    expect(removed.sessions).toBe(1);
    expect(removed.hitWindows).toBeGreaterThanOrEqual(50);
    const keys = await ctx.app.db.selectFrom("throttleCounters").select("key").execute();
    expect(keys.map((k) => k.key)).toContain("live");
    expect(keys.some((k) => k.key.startsWith("stale-"))).toBe(false);
    expect(await ctx.app.db.selectFrom("sessions").select("id").execute()).toHaveLength(1);
  });
});
