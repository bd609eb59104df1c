import { afterAll, beforeAll, expect, it } from "vitest";
import { migrateToLatest } from "../db/migrate.js";
import { issueChallenge, MAX_LIVE_SIGN_IN_CHALLENGES } from "../services/second-factor/webauthn-challenges.js";
import { SAME_ORIGIN } from "../test-support/passkey-requests.js";
import { planningDatabase } from "../test-support/query-plans.js";
import { createTestApp } from "../test-support/test-app.js";
import { PASSKEY_OPTIONS_LIMIT } from "./passkey-sign-in.js";

/**
 * POST /auth/passkey/options needs no sign-in and stores a challenge per call (npm run bench:passkey-flood
 * sends 120,000 from one address): limited per address, and the rows anyone can make live bounded in total.
 */
let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

const options = (remoteAddress: string) =>
  ctx.app.inject({
    method: "POST",
    url: "/api/v1/auth/passkey/options",
    headers: SAME_ORIGIN,
    payload: {},
    remoteAddress,
  });
const rows = async () =>
  Number(
    (
      await ctx.app.db
        .selectFrom("webauthnChallenges")
        .select((eb) => eb.fn.countAll<number | string>().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );

it("answers one address its few ceremonies, then 429 without storing anything more", async () => {
  const statuses: number[] = [];
  for (let i = 0; i < 200; i++) statuses.push((await options("198.51.100.7")).statusCode);
  expect(statuses.filter((status) => status === 200)).toHaveLength(PASSKEY_OPTIONS_LIMIT.perAddress);
  expect(statuses.filter((status) => status === 429)).toHaveLength(200 - PASSKEY_OPTIONS_LIMIT.perAddress);
  expect(await rows()).toBe(PASSKEY_OPTIONS_LIMIT.perAddress);
  const refused = await options("198.51.100.7");
  expect(refused.headers["retry-after"]).toBeDefined();
  expect(refused.json()).toEqual({ detail: expect.stringMatching(/Too many passkey sign-ins/), errors: [] });
});

it("holds at most its bound of live sign-in ceremonies, from every address together", async () => {
  const addresses = Math.ceil(MAX_LIVE_SIGN_IN_CHALLENGES / PASSKEY_OPTIONS_LIMIT.perAddress) + 2;
  let busy = 0;
  for (let a = 0; a < addresses; a++) {
    for (let i = 0; i < PASSKEY_OPTIONS_LIMIT.perAddress; i++) {
      const answer = await options(`203.0.113.${a + 1}`);
      if (answer.statusCode === 429) busy++;
    }
  }
  expect(busy).toBeGreaterThan(0);
  expect(await rows()).toBe(MAX_LIVE_SIGN_IN_CHALLENGES);
  const refused = await options("192.0.2.200");
  expect(refused.statusCode).toBe(429);
  expect(refused.json().detail).toMatch(/Passkey sign-in is busy/);
  // Past their few minutes the old rows are swept, and a ceremony starts again.
  await issueChallenge(ctx.app.db, "c2lnbg", null, new Date(Date.now() + 6 * 60_000));
  expect(await rows()).toBe(1);
});

it("sweeps expired challenges by the index on their expiry, not by a scan of the table", async () => {
  const { db, captured, plan, close } = planningDatabase();
  try {
    await migrateToLatest(db);
    captured.length = 0;
    await issueChallenge(db, "c2lnbg", null);
    const sweep = captured.find((query) => query.sql.startsWith("delete"));
    if (!sweep) throw new Error("no sweep");
    expect(plan(sweep)).toMatch(/USING (COVERING )?INDEX webauthn_challenges_expires_at/);
  } finally {
    await close();
  }
});
