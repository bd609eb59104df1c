import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authenticatorCode } from "../test-support/authenticator.js";
import { enrolTotp, signInWithPassword } from "../test-support/staff-session.js";
import { auditDetails } from "../test-support/stored-rows.js";
import { createTestApp } from "../test-support/test-app.js";

type Headers = Record<string, string>;
let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

let accounts = 0;
/** A fresh account per test: the wrong-code allowance is per account. */
const account = () => ({ email: `second-factor-${accounts++}@stashd.test`, password: "correct horse battery staple" });

const post = (headers: Headers, url: string, payload: object = {}, remoteAddress = "127.0.0.1") =>
  ctx.app.inject({ method: "POST", url: `/api/v1/auth/${url}`, headers, payload, remoteAddress });
const sessionState = async (headers: Headers) =>
  (await ctx.app.inject({ method: "GET", url: "/api/v1/auth/session", headers })).json().secondFactor;
const waitlist = (headers: Headers) => ctx.app.inject({ method: "GET", url: "/api/v1/survey_responses", headers });

describe("the second factor after the password", () => {
  it("leads a password-only session through enrolment: setup, then the first code gives 10 recovery codes", async () => {
    const headers = await signInWithPassword(ctx.app, account());
    expect(await sessionState(headers)).toBe("enrol");
    const refused = await waitlist(headers);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ detail: expect.any(String), errors: [], code: "second_factor_required" });

    const setup = await post(headers, "totp/setup");
    expect(setup.statusCode).toBe(200);
    const { secret, otpauthUrl } = setup.json();
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    expect(otpauthUrl).toMatch(/^otpauth:\/\/totp\/.+second-factor.+\?secret=.+&period=30/);

    expect((await post(headers, "totp/enable", { code: "000000" })).statusCode).toBe(401);
    const enabled = await post(headers, "totp/enable", { code: authenticatorCode(secret) });
    expect(enabled.statusCode).toBe(200);
    const { recoveryCodes } = enabled.json();
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    expect(await sessionState(headers)).toBe("passed");
    expect((await waitlist(headers)).statusCode).toBe(200);
    // Enrolled, a second setup would replace a working app: refused.
    expect((await post(headers, "totp/setup")).statusCode).toBe(409);
  });

  it("asks an enrolled account's next session for a code, and accepts a current one with 204", async () => {
    const who = account();
    const first = await signInWithPassword(ctx.app, who);
    const { secret, lastStep } = await enrolTotp(ctx.app, first);
    const second = await signInWithPassword(ctx.app, who);
    expect(await sessionState(second)).toBe("verify");
    expect((await waitlist(second)).statusCode).toBe(403);
    const verified = await post(second, "totp/verify", { code: authenticatorCode(secret, lastStep + 1) });
    expect(verified.statusCode).toBe(204);
    expect((await waitlist(second)).statusCode).toBe(200);
  });

  it("accepts a TOTP code once: the code used to enrol, sent again, is refused", async () => {
    const who = account();
    const { secret, lastStep } = await enrolTotp(ctx.app, await signInWithPassword(ctx.app, who));
    const again = await signInWithPassword(ctx.app, who);
    const reused = await post(again, "totp/verify", { code: authenticatorCode(secret, lastStep) });
    expect(reused.statusCode).toBe(401);
    expect(reused.json().errors).toEqual([{ field: "code", message: expect.any(String) }]);
    expect((await waitlist(again)).statusCode).toBe(403);
  });

  it("takes a recovery code once, and says so in the audit log without the code", async () => {
    const who = account();
    const { recoveryCodes, secret } = await enrolTotp(ctx.app, await signInWithPassword(ctx.app, who));
    const code = recoveryCodes[3] ?? "";
    const lostPhone = await signInWithPassword(ctx.app, who);
    expect((await post(lostPhone, "totp/verify", { code: code.toUpperCase() })).statusCode).toBe(204);
    expect((await waitlist(lostPhone)).statusCode).toBe(200);
    const thief = await signInWithPassword(ctx.app, who);
    expect((await post(thief, "totp/verify", { code })).statusCode).toBe(401);

    const audit = await ctx.app.db.selectFrom("auditLog").selectAll().where("actor", "=", who.email).execute();
    const actions = audit.map((row) => row.action);
    expect(actions).toEqual(
      expect.arrayContaining(["auth.second_factor_enrolled", "auth.recovery_code_used", "auth.second_factor_failed"]),
    );
    const used = audit.find((row) => row.action === "auth.recovery_code_used");
    expect(JSON.parse(used?.details ?? "{}")).toEqual({ remaining: 9 });
    const everything = JSON.stringify(audit);
    for (const secretText of [secret, ...recoveryCodes]) expect(everything).not.toContain(secretText);
  });

  it("refuses the 6th wrong code in 15 minutes with 429, whichever addresses they come from, even a right one", async () => {
    const who = account();
    const { secret, lastStep } = await enrolTotp(ctx.app, await signInWithPassword(ctx.app, who));
    const attacker = await signInWithPassword(ctx.app, who);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const response = await post(attacker, "totp/verify", { code: String(100000 + i) }, `203.0.113.${i + 1}`);
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    // The owner's own right code from elsewhere waits too: the allowance is the account's.
    const owner = await signInWithPassword(ctx.app, who);
    const right = await post(owner, "totp/verify", { code: authenticatorCode(secret, lastStep + 1) }, "198.51.100.7");
    expect(right.statusCode).toBe(429);
    expect(right.headers["retry-after"]).toBeDefined();
    // Throttled in the log: the first wrong code and the lock, not every guess.
    const logged = await auditDetails(ctx.app.db, who.email, "auth.second_factor_failed");
    expect(logged).toEqual(expect.arrayContaining([{ attempts: 1 }, { attempts: 6, locked: true }]));
    expect(logged).toHaveLength(2);
  });

  it("keeps the TOTP secret out of the database in the clear", async () => {
    const who = account();
    const headers = await signInWithPassword(ctx.app, who);
    const { secret } = await enrolTotp(ctx.app, headers);
    const rows = await ctx.app.db.selectFrom("staffTotp").selectAll().execute();
    const codes = await ctx.app.db.selectFrom("staffRecoveryCodes").selectAll().execute();
    expect(JSON.stringify(rows)).not.toContain(secret);
    expect(codes.every((row) => /^[\w-]{43}$/.test(row.codeHash))).toBe(true);
  });

  it("refuses the second-factor routes without a session (401) and from another site (403)", async () => {
    expect((await post({ "x-requested-with": "stashd" }, "totp/setup")).statusCode).toBe(401);
    const headers = await signInWithPassword(ctx.app, account());
    const { "x-requested-with": _same, ...crossSite } = headers;
    expect((await post({ ...crossSite, origin: "https://evil.example" }, "totp/setup")).statusCode).toBe(403);
  });
});
