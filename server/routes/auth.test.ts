import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LOGIN_FAILED_DETAIL } from "../../contract/auth.js";
import { SESSION_COOKIE } from "../plugins/staff-guard.js";
import { signInAsStaff, TEST_STAFF } from "../test-support/staff-session.js";
import { createTestApp } from "../test-support/test-app.js";

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
    expect(response.json()).toEqual({ staff: { id: expect.any(String), email: "boss@stashd.test" } });
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
    expect(
      response
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(["email", "password"]);
  });

  it("refuses a cross-site sign-in", async () => {
    expect((await login(TEST_STAFF, { origin: "https://evil.example" })).statusCode).toBe(403);
    expect((await login(TEST_STAFF, {})).statusCode).toBe(403);
  });

  it("knows who is signed in, and forgets it on sign-out (on the server)", async () => {
    const headers = await signInAsStaff(ctx.app);
    const me = await ctx.app.inject({ method: "GET", url: "/api/v1/auth/me", headers });
    expect(me.json()).toEqual({ staff: { id: expect.any(String), email: TEST_STAFF.email } });

    const out = await ctx.app.inject({ method: "POST", url: "/api/v1/auth/logout", headers, payload: {} });
    expect(out.statusCode).toBe(204);
    const after = await ctx.app.inject({ method: "GET", url: "/api/v1/auth/me", headers });
    expect(after.statusCode).toBe(401);
  });

  it("answers GET /auth/session with 200 either way: the staff member, or null once signed out", async () => {
    const headers = await signInAsStaff(ctx.app);
    const inside = await ctx.app.inject({ method: "GET", url: "/api/v1/auth/session", headers });
    expect(inside.json()).toEqual({ staff: { id: expect.any(String), email: TEST_STAFF.email } });
    await ctx.app.inject({ method: "POST", url: "/api/v1/auth/logout", headers, payload: {} });
    const outside = await ctx.app.inject({ method: "GET", url: "/api/v1/auth/session", headers });
    expect(outside.statusCode).toBe(200);
    expect(outside.json()).toEqual({ staff: null });
    expect((await ctx.app.inject({ method: "GET", url: "/api/v1/auth/session" })).json()).toEqual({ staff: null });
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

// Each failed sign-in runs a full scrypt verification (~0.4 s on a quiet core), so these take a while.
describe("sign-in throttling", { timeout: 90_000 }, () => {
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

  it("throttles one IP trying many accounts", async () => {
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
    // 5 failures were already recorded for this IP above; the limit is 20 per 15 minutes.
    expect(statuses.slice(0, 15).every((s) => s === 401)).toBe(true);
    expect(statuses[15]).toBe(429);
  });
});
