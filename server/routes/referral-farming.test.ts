import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REFERRAL_CREDITS_PER_WEEK } from "../services/me/me.js";
import { joinAndGetToken } from "../test-support/personal-mail.js";
import { createTestApp } from "../test-support/test-app.js";

/**
 * The security review farmed 10 credits from twelve aliases of one mailbox and two addresses, and moved a
 * referrer from 152nd to 1st. Credit is now per canonical mailbox, never for the referrer's own, and capped
 * per referrer per week.
 */
describe("referral credit that cannot be farmed", () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    ctx = await createTestApp({
      env: { WAITLIST_RATE_LIMIT_PER_MINUTE: "10000", REFERRAL_DAILY_CAP_PER_IP: "1000" },
    });
  });
  afterAll(async () => ctx.close());

  const entry = (email: string) =>
    ctx.app.db.selectFrom("surveyResponses").selectAll().where("email", "=", email).executeTakeFirstOrThrow();
  async function referAndConfirm(referrerEmail: string, email: string, ip: string) {
    const ref = (await entry(referrerEmail)).referralCode;
    const token = await joinAndGetToken(ctx.app, email, { ref });
    const response = await ctx.app.inject({
      method: "POST",
      url: "/api/v1/me/confirm",
      headers: { authorization: `Bearer ${token}` },
      remoteAddress: ip,
    });
    expect(response.statusCode).toBe(200);
  }

  it("credits one referral per canonical mailbox, whatever the aliases", async () => {
    await joinAndGetToken(ctx.app, "referrer@example.in");
    const aliases = [
      "farmer@gmail.com",
      "farmer+1@gmail.com",
      "f.armer@gmail.com",
      "farmer+2@googlemail.com",
      "far.mer+3@gmail.com",
      "f.a.r.m.e.r@googlemail.com",
    ];
    for (const [i, alias] of aliases.entries()) await referAndConfirm("referrer@example.in", alias, `198.51.100.${i}`);
    expect((await entry("referrer@example.in")).referrals).toBe(1);
  });

  it("never credits an alias of the referrer's own mailbox", async () => {
    await joinAndGetToken(ctx.app, "self.ref@gmail.com");
    await referAndConfirm("self.ref@gmail.com", "selfref+x@gmail.com", "198.51.100.50");
    await referAndConfirm("self.ref@gmail.com", "self.ref+y@googlemail.com", "198.51.100.51");
    expect((await entry("self.ref@gmail.com")).referrals).toBe(0);
  });

  it(`caps a referrer at ${REFERRAL_CREDITS_PER_WEEK} credits a week`, async () => {
    await joinAndGetToken(ctx.app, "popular@example.in");
    for (let i = 0; i < REFERRAL_CREDITS_PER_WEEK + 2; i++) {
      await referAndConfirm("popular@example.in", `friend${i}@example.in`, `203.0.113.${i}`);
    }
    expect((await entry("popular@example.in")).referrals).toBe(REFERRAL_CREDITS_PER_WEEK);
  });
});
