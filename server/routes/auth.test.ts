import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LOGIN_FAILED_DETAIL } from "../../contract/auth.js";
import { buildApp } from "../app.js";
import { loadConfig } from "../config.js";
import { PASSWORD_COST } from "../lib/password.js";
import { SESSION_COOKIE } from "../plugins/staff-guard.js";
import { errorFields } from "../test-support/error-fields.js";
import { signInAsStaff, signInWithPassword, TEST_STAFF } from "../test-support/staff-session.js";
import { createTestApp, createTestDatabase } from "../test-support/test-app.js";
import { WEBAUTHN_COOKIE } from "./passkeys.js";

const SAME_ORIGIN = { "x-requested-with": "stashd" };

describe("staff sign-in", () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    ctx = await createTestApp({ env: { ADMIN_EMAIL: "Boss@Stashd.test", ADMIN_PASSWORD: "a long enough secret" } });
  });
  afterAll(async () => ctx.close());

  const login = (payload: object, headers: Record<string, string> = SAME_ORIGIN) =>
    ctx.app.inject({ method: "POST", url: "/api/v1/auth/login", headers, payload });

  it("creates the first staff account from ADMIN_EMAIL and ADMIN_PASSWORD", async () => {
    const response = await login({ email: "boss@stashd.test", password: "a long enough secret" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ staff: { id: expect.any(String), email: "boss@stashd.test", role: "owner" } });
    const cookie = response.cookies.find((c) => c.name === SESSION_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
    expect(cookie?.secure).toBeFalsy();
    expect(cookie?.value.length).toBeGreaterThanOrEqual(22);
  });

  it("says the same thing for an unknown e-mail and a wrong password", async () => {
    const unknown = await login({ email: "nobody@stashd.test", password: "whatever it is" });
    const wrong = await login({ email: "boss@stashd.test", password: "not the password" });
    for (const response of [unknown, wrong]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ detail: LOGIN_FAILED_DETAIL, errors: [] });
    }
  });

  it("validates the body with the shared contract", async () => {
    const response = await login({ email: "not-an-email", password: "" });
    expect(response.statusCode).toBe(400);
    expect(errorFields(response).sort()).toEqual(["email", "password"]);
  });

  it("refuses a cross-site sign-in", async () => {
    expect((await login(TEST_STAFF, { origin: "https://evil.example" })).statusCode).toBe(403);
    expect((await login(TEST_STAFF, {})).statusCode).toBe(403);
  });

  it("compares the Origin with PUBLIC_URL, never with the Host header the client chose", async () => {
    const forged = await login(TEST_STAFF, { origin: "http://evil.example", host: "evil.example" });
    expect(forged.statusCode).toBe(403);
    const own = await login(
      { email: "nobody@stashd.test", password: "whatever it is" },
      { origin: ctx.config.publicUrl },
    );
    expect(own.statusCode).toBe(401);
  });

  it("refuses to start with a guessable ADMIN_PASSWORD", async () => {
    const database = await createTestDatabase();
    const config = loadConfig({
      DATA_DIR: database.dataDir,
      ADMIN_EMAIL: "weak@stashd.test",
      ADMIN_PASSWORD: "Password123!",
    });
    await expect(buildApp({ ...config, databaseUrl: database.databaseUrl }, { logger: false })).rejects.toThrow(
      /too easy to guess/,
    );
    await database.drop();
  });

  it("knows who is signed in, and forgets it on sign-out (on the server)", async () => {
    const headers = await signInAsStaff(ctx.app);
    const me = await ctx.app.inject({ method: "GET", url: "/api/v1/auth/me", headers });
    expect(me.json()).toEqual({ staff: { id: expect.any(String), email: TEST_STAFF.email, role: expect.any(String) } });

    const out = await ctx.app.inject({ method: "POST", url: "/api/v1/auth/logout", headers, payload: {} });
    expect(out.statusCode).toBe(204);
    const after = await ctx.app.inject({ method: "GET", url: "/api/v1/auth/me", headers });
    expect(after.statusCode).toBe(401);
  });

  it("answers GET /auth/session with 200 either way: the staff member, or null once signed out", async () => {
    const headers = await signInAsStaff(ctx.app);
    const inside = await ctx.app.inject({ method: "GET", url: "/api/v1/auth/session", headers });
    expect(inside.json()).toEqual({
      staff: { id: expect.any(String), email: TEST_STAFF.email, role: expect.any(String) },
      secondFactor: "passed",
      freshUntil: expect.any(String),
    });
    await ctx.app.inject({ method: "POST", url: "/api/v1/auth/logout", headers, payload: {} });
    const outside = await ctx.app.inject({ method: "GET", url: "/api/v1/auth/session", headers });
    expect(outside.statusCode).toBe(200);
    expect(outside.json()).toEqual({ staff: null, secondFactor: null, freshUntil: null });
    const anonymous = await ctx.app.inject({ method: "GET", url: "/api/v1/auth/session" });
    expect(anonymous.json()).toEqual({ staff: null, secondFactor: null, freshUntil: null });
  });

  it("issues a new token at every sign-in and ends the one it replaces", async () => {
    const first = await signInAsStaff(ctx.app);
    const again = await ctx.app.inject({
      method: "POST",
      url: "/api/v1/auth/login",
      headers: first,
      payload: TEST_STAFF,
    });
    const token = again.cookies.find((c) => c.name === SESSION_COOKIE)?.value;
    expect(first.cookie).not.toContain(token);
    const old = await ctx.app.inject({ method: "GET", url: "/api/v1/auth/me", headers: first });
    expect(old.statusCode).toBe(401);
  });
});

describe("cookies when PUBLIC_URL is https", () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    ctx = await createTestApp({ env: { PUBLIC_URL: "https://stashd.example" } });
  });
  afterAll(async () => ctx.close());

  it("marks the session and passkey-challenge cookies Secure", async () => {
    await signInWithPassword(ctx.app);
    const login = await ctx.app.inject({
      method: "POST",
      url: "/api/v1/auth/login",
      headers: SAME_ORIGIN,
      payload: TEST_STAFF,
    });
    expect(login.cookies.find((c) => c.name === SESSION_COOKIE)?.secure).toBe(true);
    const options = await ctx.app.inject({
      method: "POST",
      url: "/api/v1/auth/passkey/options",
      headers: SAME_ORIGIN,
      payload: {},
    });
    expect(options.cookies.find((c) => c.name === WEBAUTHN_COOKIE)?.secure).toBe(true);
  });
});

describe("sign-in throttling", () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    ctx = await createTestApp();
    await signInAsStaff(ctx.app);
  });
  afterAll(async () => ctx.close());

  it("locks an account after 5 failures, even for the right password, with Retry-After", async () => {
    for (let i = 0; i < 5; i++) {
      const response = await ctx.app.inject({
        method: "POST",
        url: "/api/v1/auth/login",
        headers: SAME_ORIGIN,
        payload: { email: TEST_STAFF.email, password: `wrong password ${i}` },
      });
      expect(response.statusCode).toBe(401);
    }
    const locked = await ctx.app.inject({
      method: "POST",
      url: "/api/v1/auth/login",
      headers: SAME_ORIGIN,
      payload: TEST_STAFF,
    });
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers["retry-after"])).toBeGreaterThan(0);
    expect(locked.json().detail).toMatch(/Too many sign-in attempts/);
  });

  it("throttles one address trying many accounts, counting every attempt", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 16; i++) {
      const response = await ctx.app.inject({
        method: "POST",
        url: "/api/v1/auth/login",
        headers: SAME_ORIGIN,
        payload: { email: `guess${i}@stashd.test`, password: "some password" },
      });
      statuses.push(response.statusCode);
    }
    // 6 attempts count against this address from above (5 failures, 1 refused; the successful sign-in gave
    // its attempt back); the limit is 20 per 15 minutes.
    expect(statuses.slice(0, 14).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(14)).toEqual([429, 429]);
  });
});

// The bound on hashing work is what is tested: at an eighth of production's scrypt cost a hash still takes
// tens of milliseconds, far longer than 40 parallel requests take to arrive, so the queue fills as it would.
const GUESSING_COST = { ...PASSWORD_COST, N: PASSWORD_COST.N / 8 };
describe("sign-in under parallel guessing", { timeout: 120_000 }, () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    ctx = await createTestApp({ config: { passwordCost: GUESSING_COST } });
    await signInAsStaff(ctx.app);
  });
  afterAll(async () => ctx.close());

  const attempt = (password: string, remoteAddress: string, email = TEST_STAFF.email) =>
    ctx.app.inject({
      method: "POST",
      url: "/api/v1/auth/login",
      headers: SAME_ORIGIN,
      remoteAddress,
      payload: { email, password },
    });

  it("reserves each attempt before hashing: of 40 parallel guesses only 5 run, and the right one last is refused", async () => {
    const guesses = Array.from({ length: 39 }, (_, i) => attempt(`wrong guess number ${i}`, "203.0.113.7"));
    const statuses = (await Promise.all([...guesses, attempt(TEST_STAFF.password, "203.0.113.7")])).map(
      (r) => r.statusCode,
    );
    // Five were let through to the hash (on a busy machine one may be told to retry: 503), none more.
    expect(statuses.filter((s) => s === 401 || s === 503)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(35);
    expect(statuses.at(-1)).toBe(429);
  });

  it("does not lock the account out for staff at another address", async () => {
    expect((await attempt(TEST_STAFF.password, "203.0.113.7")).statusCode).toBe(429);
    expect((await attempt(TEST_STAFF.password, "198.51.100.20")).statusCode).toBe(200);
  });

  it("bounds the hashing work: a flood from many addresses is told to retry instead of queueing", async () => {
    const flood = await Promise.all(
      Array.from({ length: 40 }, (_, i) => attempt("wrong password", `192.0.2.${i + 1}`, `x${i}@stashd.test`)),
    );
    const statuses = flood.map((r) => r.statusCode);
    expect(statuses.every((s) => s === 401 || s === 503)).toBe(true);
    const busy = flood.filter((r) => r.statusCode === 503);
    expect(busy.length).toBeGreaterThan(20);
    expect(busy[0]?.headers["retry-after"]).toBe("5");
    expect(busy[0]?.json().detail).toMatch(/busy/);
  });
});
