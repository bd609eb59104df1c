import { describe, expect, it } from "vitest";
import { REAUTH_REQUIRED } from "../../contract/second-factor.js";
import { authenticatorCode, currentStep } from "../test-support/authenticator.js";
import { appWithStaff } from "../test-support/staff-app.js";
import { enrolledFactor, signInAsStaff, signInWithPassword } from "../test-support/staff-session.js";

/** The Security page's writes: a staff member's own password, recovery codes and authenticator app. */
const ctx = appWithStaff();

const call = (headers: Record<string, string>, url: string, payload: object = {}) =>
  ctx.app.inject({ method: "POST", url: `/api/v1${url}`, headers, payload });
const whoAmI = (headers: Record<string, string>) =>
  ctx.app.inject({ method: "GET", url: "/api/v1/auth/me", headers }).then((response) => response.statusCode);
/** Makes the session's last second factor 20 minutes old: no longer fresh proof. */
const staleProof = (email: string) =>
  ctx.app.db
    .updateTable("sessions")
    .set({ secondFactorAt: new Date(Date.now() - 20 * 60_000).toISOString() })
    .where("staffId", "=", (eb) => eb.selectFrom("staff").select("id").where("email", "=", email))
    .execute();
const audited = (action: string) =>
  ctx.app.db.selectFrom("auditLog").select("details").where("action", "=", action).execute();

describe("POST /auth/password", () => {
  const account = { email: "pw@stashd.test", password: "correct horse battery staple" };
  const fresh = "a new and rather long passphrase 2026";

  it("changes the password with the current one, ends every other session, and is audited", async () => {
    const other = await signInAsStaff(ctx.app, account);
    const here = await signInAsStaff(ctx.app, account);
    const wrong = await call(here, "/auth/password", { currentPassword: "not it at all", newPassword: fresh });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors.map((e: { field: string }) => e.field)).toEqual(["currentPassword"]);
    const weak = await call(here, "/auth/password", { currentPassword: account.password, newPassword: "password" });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().errors.map((e: { field: string }) => e.field)).toEqual(["newPassword"]);

    const changed = await call(here, "/auth/password", { currentPassword: account.password, newPassword: fresh });
    expect(changed.statusCode, changed.body).toBe(204);
    expect(await whoAmI(here)).toBe(200);
    expect(await whoAmI(other)).toBe(401);
    await expect(signInWithPassword(ctx.app, account)).rejects.toThrow(/401/);
    await expect(signInWithPassword(ctx.app, { ...account, password: fresh })).resolves.toBeDefined();
    expect((await audited("auth.password_changed")).map((row) => JSON.parse(row.details))).toEqual([
      { sessionsEnded: 1 },
    ]);
  });

  it("needs a second factor of the last 10 minutes", async () => {
    const headers = await signInAsStaff(ctx.app, { email: "stale@stashd.test", password: account.password });
    await staleProof("stale@stashd.test");
    const refused = await call(headers, "/auth/password", { currentPassword: account.password, newPassword: fresh });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe(REAUTH_REQUIRED);
  });
});

describe("POST /auth/recovery-codes", () => {
  it("answers ten new codes, and the old ones stop working at once", async () => {
    const account = { email: "codes@stashd.test", password: "correct horse battery staple" };
    const headers = await signInAsStaff(ctx.app, account);
    const old = [...(enrolledFactor(ctx.app, account.email)?.recoveryCodes ?? [])];
    const response = await call(headers, "/auth/recovery-codes");
    expect(response.statusCode, response.body).toBe(200);
    const { codes } = response.json();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);

    const verify = async (code: string) =>
      (await call(await signInWithPassword(ctx.app, account), "/auth/totp/verify", { code })).statusCode;
    expect(await verify(old[0] as string)).toBe(401);
    expect(await verify(codes[0])).toBe(204);
    expect(await audited("auth.recovery_codes_renewed")).toHaveLength(1);

    await staleProof(account.email);
    expect((await call(headers, "/auth/recovery-codes")).statusCode).toBe(403);
  });
});

describe("replacing the authenticator app", () => {
  it("keeps the old app until the new one's code confirms it, then accepts only the new one", async () => {
    const account = { email: "phone@stashd.test", password: "correct horse battery staple" };
    const headers = await signInAsStaff(ctx.app, account);
    const oldSecret = enrolledFactor(ctx.app, account.email)?.secret as string;
    const started = await call(headers, "/auth/totp/replace");
    expect(started.statusCode, started.body).toBe(200);
    const { secret, otpauthUrl } = started.json();
    expect(otpauthUrl).toMatch(/^otpauth:\/\/totp\//);
    expect(secret).not.toBe(oldSecret);

    const wrong = await call(headers, "/auth/totp/replace/confirm", { code: "000000" });
    expect(wrong.statusCode).toBe(401);
    const step = currentStep();
    const confirmed = await call(headers, "/auth/totp/replace/confirm", { code: authenticatorCode(secret, step) });
    expect(confirmed.statusCode, confirmed.body).toBe(204);

    const verify = async (code: string) =>
      (await call(await signInWithPassword(ctx.app, account), "/auth/totp/verify", { code })).statusCode;
    expect(await verify(authenticatorCode(oldSecret, currentStep()))).toBe(401);
    expect(await verify(authenticatorCode(secret, step + 1))).toBe(204);
    expect(await audited("auth.second_factor_replaced")).toHaveLength(1);
  });
});
