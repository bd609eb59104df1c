import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../test-support/test-app.js";
import { createSaltStore, visitorKey } from "./salts.js";

describe("visitorKey", () => {
  it("is the same for one address and browser on one day, and differs when any of them changes", () => {
    const key = visitorKey("salt-a", "203.0.113.7", "Firefox");
    expect(visitorKey("salt-a", "203.0.113.7", "Firefox")).toBe(key);
    expect(visitorKey("salt-b", "203.0.113.7", "Firefox")).not.toBe(key);
    expect(visitorKey("salt-a", "203.0.113.8", "Firefox")).not.toBe(key);
    expect(visitorKey("salt-a", "203.0.113.7", "Chrome")).not.toBe(key);
  });

  it("holds no byte of the address", () => {
    const key = visitorKey("salt", "203.0.113.7", "Firefox");
    expect(key).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(key).not.toContain("203");
  });
});

describe("daily salts", () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(async () => ctx.close());

  it("gives one secret salt per Indian day, shared by every store on the database", async () => {
    const first = createSaltStore(ctx.app.db);
    const second = createSaltStore(ctx.app.db);
    const monday = await first.saltOf("2026-03-02");
    expect(monday.length).toBeGreaterThanOrEqual(40);
    expect(await second.saltOf("2026-03-02")).toBe(monday);
    expect(await second.saltOf("2026-03-03")).not.toBe(monday);
  });

  it("rotates: the days before today lose their salt and their visitor hashes", async () => {
    const store = createSaltStore(ctx.app.db);
    const old = await store.saltOf("2026-04-01");
    await ctx.app.db
      .insertInto("trafficSeen")
      .values([
        { key: "old-visitor", day: "2026-04-01" },
        { key: "new-visitor", day: "2026-04-02" },
      ])
      .execute();
    await store.saltOf("2026-04-02");
    await store.forgetBefore("2026-04-02");
    const salts = await ctx.app.db.selectFrom("trafficSalts").select("day").execute();
    expect(salts.map((row) => row.day)).toEqual(["2026-04-02"]);
    const seen = await ctx.app.db.selectFrom("trafficSeen").select("key").execute();
    expect(seen.map((row) => row.key)).toEqual(["new-visitor"]);
    // A new day's salt is a new secret: yesterday's cannot be recovered from it.
    expect(await createSaltStore(ctx.app.db).saltOf("2026-04-01")).not.toBe(old);
  });
});
