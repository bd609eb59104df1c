import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpFor as signUp } from "../../test-support/sign-ups.js";
import { createTestApp } from "../../test-support/test-app.js";
import { writeSignUps } from "./store.js";

describe("writeSignUps", () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(async () => ctx.close());
  const stored = () =>
    ctx.app.db
      .selectFrom("surveyResponses")
      .selectAll()
      .where("email", "=", "kiran@example.com")
      .executeTakeFirstOrThrow();

  it("writes the first sign-up of an address in a batch and reports the rest as repeats of it", async () => {
    const results = await writeSignUps(ctx.app.db, [
      signUp({ utmSource: "ads", ref: "friend-code-1", at: "2026-11-22T10:00:00.000Z" }),
      signUp({ email: "other@example.com" }),
      signUp({ homeCity: "Mumbai", utmSource: "mail", at: "2026-11-22T10:00:01.000Z" }),
    ]);
    expect(results.map((r) => r.isNew)).toEqual([true, true, false]);
    expect(results[2]?.id).toBe(results[0]?.id);
    expect(results[1]?.id).not.toBe(results[0]?.id);
    expect(await stored()).toMatchObject({
      id: results[0]?.id,
      homeCity: "Pune",
      utmSource: "ads",
      referredBy: "friend-code-1",
      referrals: 0,
      confirmedAt: null,
      createdAt: "2026-11-22T10:00:00.000Z",
      updatedAt: "2026-11-22T10:00:00.000Z",
    });
    expect(Number((await stored()).queueMs)).toBe(Date.parse("2026-11-22T10:00:00.000Z"));
  });

  it("leaves an existing entry exactly as it was when a later batch repeats its address", async () => {
    const before = await stored();
    const [result] = await writeSignUps(ctx.app.db, [
      signUp({ name: "Mallory", utmSource: "late", at: "2026-11-23T09:00:00.000Z" }),
    ]);
    expect(result).toEqual({ id: before.id, isNew: false });
    expect(await stored()).toEqual(before);
  });
});
