import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "./test-support/test-app.js";

/**
 * Through a stock PgBouncer in transaction mode (TEST_POOLER_URL; .ci/run starts one from
 * deploy/pgbouncer.ini): a server connection is lent per transaction, so a named statement prepared on one
 * is missing on the next, and a connection's `options` are refused outright. Before, about one sign-up in
 * ten answered 500 ("prepared statement … does not exist"), or none started at all.
 */
describe.skipIf(!process.env.TEST_POOLER_URL)("through a transaction-mode pooler", () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    ctx = await createTestApp({ env: { WAITLIST_RATE_LIMIT_PER_MINUTE: "100000" } });
  });
  afterAll(async () => ctx?.close());

  it("stores every concurrent sign-up and lists them, with no error", async () => {
    const signUp = (n: number) =>
      ctx.app.inject({
        method: "POST",
        url: "/api/v1/survey_responses",
        payload: {
          name: "Asha Rao",
          email: `pooled-${n}@example.com`,
          phone: `+9198${String(10_000_000 + n).slice(-8)}`,
          homeCity: "Bangalore",
          ageConfirmed: true,
          preferredCities: [],
        },
      });
    const statuses: number[] = [];
    // Waves of 40 at once, the same statement shapes again and again, as under load.
    for (let wave = 0; wave < 10; wave++) {
      const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => signUp(wave * 40 + i)));
      statuses.push(...answers.map((answer) => answer.statusCode));
    }
    expect(statuses.filter((status) => status !== 201)).toEqual([]);
    const stored = await ctx.app.db
      .selectFrom("surveyResponses")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    expect(Number(stored.n)).toBe(400);
    await ctx.app.personalMail.drain();
    const mailed = await ctx.app.db.selectFrom("mailOutbox").select("toAddress").execute();
    expect(new Set(mailed.map((row) => row.toAddress)).size).toBe(400);
  });
});
