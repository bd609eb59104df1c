import { describe, expect, it } from "vitest";
import { PASSKEY_CHALLENGE_DETAIL, PASSKEY_UNKNOWN_DETAIL } from "../../contract/passkeys.js";
import { SESSION_COOKIE } from "../plugins/staff-guard.js";
import { resetSecondFactors } from "../services/second-factor/factors.js";
import { addPasskey, listPasskeys } from "../services/second-factor/passkeys.js";
import { issueChallenge } from "../services/second-factor/webauthn-challenges.js";
import {
  challengeCookie,
  fakeResponse,
  passkeyTestApp,
  SAME_ORIGIN,
  testCredential,
  withCookie,
} from "../test-support/passkey-requests.js";
import { softwarePasskey } from "../test-support/software-passkey.js";
import { signInAsStaff } from "../test-support/staff-session.js";
import { auditDetails } from "../test-support/stored-rows.js";
import { SIGN_IN_LIMITS } from "./auth.js";
import { WEBAUTHN_COOKIE } from "./passkeys.js";

const ctx = passkeyTestApp("passkey-sign-in");
const { call, account, staffId, ceremony, other: TEST_OTHER } = ctx;

describe("signing in with a passkey", () => {
  it("starts a session past its second factor in place of the one the browser held, and audits it", async () => {
    const mine = account();
    const headers = await signInAsStaff(ctx.app, mine);
    const passkey = softwarePasskey("c2lnbmluZy1rZXk");
    expect((await ctx.register(headers, passkey)).statusCode).toBe(201);

    const options = await call("POST", "passkey/options");
    const signIn = await call("POST", "passkey/sign-in", withCookie(headers, challengeCookie(options)), {
      response: passkey.assertion(ceremony(options)),
    });
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json().staff).toMatchObject({ id: await staffId(mine.email), email: mine.email });
    const cookie = signIn.cookies.find((c) => c.name === SESSION_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
    expect(cookie?.secure).toBeFalsy();

    expect((await call("GET", "me", headers)).statusCode).toBe(401);
    const signedIn = { ...SAME_ORIGIN, cookie: `${SESSION_COOKIE}=${cookie?.value}` };
    expect((await call("GET", "session", signedIn)).json().secondFactor).toBe("passed");
    expect(await auditDetails(ctx.app.db, mine.email, "auth.sign_in")).toEqual([{}, { factor: "passkey" }]);
  });

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
    await addPasskey(ctx.app.db, await staffId(TEST_OTHER), testCredential("theirs-2"), "Key");
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

describe("limits", () => {
  it("counts failed passkey sign-ins against the address's sign-in allowance", async () => {
    const remoteAddress = "203.0.113.77";
    const attempt = async () => {
      const options = await ctx.app.inject({
        method: "POST",
        url: "/api/v1/auth/passkey/options",
        headers: SAME_ORIGIN,
        payload: {},
        remoteAddress,
      });
      return ctx.app.inject({
        method: "POST",
        url: "/api/v1/auth/passkey/sign-in",
        headers: withCookie(SAME_ORIGIN, challengeCookie(options)),
        payload: { response: fakeResponse("nobody") },
        remoteAddress,
      });
    };
    for (let i = 0; i < SIGN_IN_LIMITS.perAddress; i++) expect((await attempt()).statusCode).toBe(401);
    const refused = await attempt();
    expect(refused.statusCode).toBe(429);
    expect(refused.json().detail).toMatch(/Too many sign-in attempts/);
  });

  it("a reset of the account's second factors removes its passkeys too", async () => {
    const id = await staffId(TEST_OTHER);
    await addPasskey(ctx.app.db, id, testCredential("reset-1"), "Old phone");
    await resetSecondFactors(ctx.app.db, id);
    expect(await listPasskeys(ctx.app.db, id)).toEqual([]);
  });
});
