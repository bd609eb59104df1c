import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REFERRAL_CODE_PATTERN } from "../../../contract/waitlist.js";
import { signUpFor as signUp } from "../../test-support/sign-ups.js";
import { createTestApp } from "../../test-support/test-app.js";
import { newReferralCode, writeSignUps } from "./store.js";
import { writeSignUpsInOneStatement } from "./store-postgres.js";

// What each database's sign-up writer runs: on PostgreSQL one statement (decision 269); on SQLite the
// inserts of the sign-up thread's turn, here in a transaction of their own.
const postgres = Boolean(process.env.TEST_DATABASE_URL);
const writeBatch = postgres ? writeSignUpsInOneStatement : writeSignUps;

describe(postgres ? "writeSignUpsInOneStatement" : "writeSignUps", () => {
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
    const results = await writeBatch(ctx.app.db, [
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
    const [result] = await writeBatch(ctx.app.db, [
      signUp({ name: "Mallory", utmSource: "late", at: "2026-11-23T09:00:00.000Z" }),
    ]);
    expect(result).toEqual({ id: before.id, isNew: false });
    expect(await stored()).toEqual(before);
  });
});

describe("newReferralCode (docs/history.md, 263)", () => {
  it("makes unique codes that a batch adds at one end of the unique index, a page or two", () => {
    const t = Date.now() + 3_600_000;
    const codes = Array.from({ length: 10_000 }, (_, i) => newReferralCode(t + Math.floor(i / 4)));
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(code).toMatch(REFERRAL_CODE_PATTERN);
    // Codes of different milliseconds sort in the order they were made (wholly random ones would not).
    const firstOfEach = codes.filter((_, i) => i % 4 === 0);
    expect([...firstOfEach].sort()).toEqual(firstOfEach);
    expect(codes.every((code) => code.length === 12 && code.slice(0, 4) === codes[0]?.slice(0, 4))).toBe(true);
  });

  it("never repeats a code within one process, even 200,000 in one millisecond (an import's burst)", () => {
    const t = Date.now() + 10_800_000;
    const codes = Array.from({ length: 200_000 }, () => newReferralCode(t));
    expect(new Set(codes).size).toBe(codes.length);
    expect([...codes].sort()).toEqual(codes);
  });

  it("starts a new run from a random start every minute, so a code does not say when it was made", () => {
    const t = Date.now() + 7_200_000;
    const first = newReferralCode(t);
    expect(newReferralCode(t + 59_999).slice(0, 4)).toBe(first.slice(0, 4));
    expect(newReferralCode(t + 60_000).slice(0, 4)).not.toBe(first.slice(0, 4));
  });
});
