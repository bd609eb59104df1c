import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PASSKEY_CHALLENGE_DETAIL, PASSKEY_UNKNOWN_DETAIL } from "../../contract/passkeys.js";
import { addPasskey } from "../services/second-factor/passkeys.js";
import { issueChallenge } from "../services/second-factor/webauthn-challenges.js";
import { findStaffByEmail } from "../services/staff.js";
import { signInAsStaff, signInWithPassword } from "../test-support/staff-session.js";
import { createTestApp } from "../test-support/test-app.js";
import { WEBAUTHN_COOKIE } from "./passkeys.js";

type Headers = Record<string, string>;
let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

let accounts = 0;
const account = () => ({ email: `passkeys-${accounts++}@stashd.test`, password: "correct horse battery staple" });
const SAME_ORIGIN = { "x-requested-with": "stashd" };

/** An assertion's outline with nothing real signed: enough to reach the checks before the signature. */
const fakeResponse = (id: string) => ({
  id,
  rawId: id,
  type: "public-key",
  response: { clientDataJSON: "e30", authenticatorData: "AA", signature: "AA", attestationObject: "AA" },
  clientExtensionResults: {},
});

const call = (method: "GET" | "POST" | "DELETE", url: string, headers: Headers = SAME_ORIGIN, payload?: object) =>
  ctx.app.inject({
    method,
    url: `/api/v1/auth/${url}`,
    headers,
    ...(payload || method !== "GET" ? { payload: payload ?? {} } : {}),
  });
const challengeCookie = (response: { cookies: { name: string; value: string }[] }) =>
  `${WEBAUTHN_COOKIE}=${response.cookies.find((c) => c.name === WEBAUTHN_COOKIE)?.value}`;
const withCookie = (headers: Headers, cookie: string) => ({
  ...headers,
  cookie: [headers.cookie, cookie].filter(Boolean).join("; "),
});
const staffId = async (email: string) => (await findStaffByEmail(ctx.app.db, email))?.id ?? "";
const credential = (id: string) => ({
  id,
  publicKey: new Uint8Array([1, 2, 3]),
  counter: 0,
  transports: ["internal" as const],
});

describe("adding passkeys", () => {
  it("needs a signed-in session that has passed its second factor", async () => {
    for (const [method, url] of [
      ["GET", "passkeys"],
      ["POST", "passkeys/options"],
      ["DELETE", "passkeys/abc"],
    ] as const) {
      expect((await call(method, url)).statusCode).toBe(401);
    }
    const passwordOnly = await signInWithPassword(ctx.app, account());
    const refused = await call("POST", "passkeys/options", passwordOnly);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe("second_factor_required");
  });

  it("offers options for this site's name and refuses an answer without a live challenge of its own", async () => {
    const headers = await signInAsStaff(ctx.app, account());
    const options = await call("POST", "passkeys/options", headers);
    expect(options.statusCode).toBe(200);
    expect(options.json().rp).toEqual({ id: new URL(ctx.app.config.publicUrl).hostname, name: "Stashd" });

    const body = { response: fakeResponse("new") };
    expect((await call("POST", "passkeys", headers, body)).json().detail).toBe(PASSKEY_CHALLENGE_DETAIL);
    // Single use: the first answer spends it, whatever the answer was.
    const withChallenge = withCookie(headers, challengeCookie(options));
    expect((await call("POST", "passkeys", withChallenge, body)).statusCode).toBe(400);
    const again = await call("POST", "passkeys", withChallenge, body);
    expect(again.statusCode).toBe(400);
    expect(again.json().detail).toBe(PASSKEY_CHALLENGE_DETAIL);
  });

  it("refuses a challenge issued to another account or past its few minutes", async () => {
    const email = account().email;
    const headers = await signInAsStaff(ctx.app, { email, password: "correct horse battery staple" });
    const other = await issueChallenge(ctx.app.db, "c2lnbg", await staffId(TEST_OTHER));
    const stale = await issueChallenge(ctx.app.db, "c2lnbg", await staffId(email), new Date(Date.now() - 6 * 60_000));
    for (const token of [other, stale]) {
      const answer = await call("POST", "passkeys", withCookie(headers, `${WEBAUTHN_COOKIE}=${token}`), {
        response: fakeResponse("new"),
      });
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toEqual({ detail: PASSKEY_CHALLENGE_DETAIL, errors: [] });
    }
  });
});

const TEST_OTHER = "passkeys-other@stashd.test";
beforeAll(async () => {
  await signInAsStaff(ctx.app, { email: TEST_OTHER, password: "correct horse battery staple" });
});

describe("the account's passkeys", () => {
  it("lists and removes its own, audited, and never another account's", async () => {
    const mine = account();
    const headers = await signInAsStaff(ctx.app, mine);
    await addPasskey(ctx.app.db, await staffId(mine.email), credential("mine-1"), "Laptop");
    await addPasskey(ctx.app.db, await staffId(TEST_OTHER), credential("theirs-1"), "Their phone");

    const list = await call("GET", "passkeys", headers);
    expect(list.json().passkeys).toEqual([
      { id: "mine-1", label: "Laptop", createdAt: expect.any(String), lastUsedAt: null },
    ]);
    expect((await call("DELETE", "passkeys/theirs-1", headers)).statusCode).toBe(404);
    const theirs = await ctx.app.db.selectFrom("staffPasskeys").select("id").where("id", "=", "theirs-1").execute();
    expect(theirs).toHaveLength(1);

    expect((await call("DELETE", "passkeys/mine-1", headers)).statusCode).toBe(204);
    expect((await call("GET", "passkeys", headers)).json().passkeys).toEqual([]);
    const audit = await ctx.app.db.selectFrom("auditLog").select("action").where("actor", "=", mine.email).execute();
    expect(audit.map((row) => row.action)).toContain("auth.passkey_removed");
  });
});

describe("signing in with a passkey", () => {
  it("refuses an answer with no live challenge, then an unknown credential", async () => {
    const body = { response: fakeResponse("nobody") };
    const none = await call("POST", "passkey/sign-in", SAME_ORIGIN, body);
    expect(none.statusCode).toBe(400);
    expect(none.json().detail).toBe(PASSKEY_CHALLENGE_DETAIL);
    const stale = await issueChallenge(ctx.app.db, "c2lnbg", null, new Date(Date.now() - 6 * 60_000));
    expect(
      (await call("POST", "passkey/sign-in", withCookie(SAME_ORIGIN, `${WEBAUTHN_COOKIE}=${stale}`), body)).statusCode,
    ).toBe(400);

    const options = await call("POST", "passkey/options");
    expect(options.statusCode).toBe(200);
    const unknown = await call("POST", "passkey/sign-in", withCookie(SAME_ORIGIN, challengeCookie(options)), body);
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual({ detail: PASSKEY_UNKNOWN_DETAIL, errors: [] });
    expect(unknown.cookies.find((c) => c.name === "stashd_session")).toBeUndefined();
  });

  it("refuses a forged assertion for a real credential and starts no session", async () => {
    await addPasskey(ctx.app.db, await staffId(TEST_OTHER), credential("theirs-2"), "Key");
    const options = await call("POST", "passkey/options");
    const forged = await call("POST", "passkey/sign-in", withCookie(SAME_ORIGIN, challengeCookie(options)), {
      response: fakeResponse("theirs-2"),
    });
    expect(forged.statusCode).toBe(401);
    expect(forged.cookies.find((c) => c.name === "stashd_session")).toBeUndefined();
  });

  it("refuses a cross-site caller and a malformed answer without a 500", async () => {
    const cross = await call("POST", "passkey/options", { origin: "https://evil.test" }, {});
    expect(cross.statusCode).toBe(403);
    const malformed = await call("POST", "passkey/sign-in", SAME_ORIGIN, { response: { id: 5 } });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors.length).toBeGreaterThan(0);
  });
});
