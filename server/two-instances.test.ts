import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authenticatorCode, currentStep } from "./test-support/authenticator.js";
import { type ServerProcess, startServerProcess } from "./test-support/server-process.js";
import { createTestDatabase, databaseEnv } from "./test-support/test-app.js";

const ADMIN = { email: "admin@stashd.test", password: "two instances one database" };
const json = { "content-type": "application/json", "x-requested-with": "stashd" };

/**
 * Two server processes on one PostgreSQL database, as behind a load balancer: sessions and the per-address
 * limits are shared, so which instance answers makes no difference. (SQLite has one process by design.)
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)("two instances on one PostgreSQL", { timeout: 120_000 }, () => {
  const databasePromise = createTestDatabase();
  let a: ServerProcess;
  let b: ServerProcess;
  beforeAll(async () => {
    const database = await databasePromise;
    const env = {
      ...databaseEnv(database),
      WAITLIST_RATE_LIMIT_PER_MINUTE: "6",
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    };
    [a, b] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
  });
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await (await databasePromise).drop();
  });

  it("accepts on one instance a session made on the other", async () => {
    const login = await fetch(`${a.url}/api/v1/auth/login`, {
      method: "POST",
      headers: json,
      body: JSON.stringify(ADMIN),
    });
    expect(login.status).toBe(200);
    const cookie = (login.headers.get("set-cookie") ?? "").split(";")[0] as string;
    const me = await fetch(`${b.url}/api/v1/auth/me`, { headers: { cookie } });
    expect(me.status).toBe(200);
    expect((await me.json()).staff.email).toBe(ADMIN.email);
  });

  it("refuses on one instance, at its next request, a session ended on the other", async () => {
    let app: { secret: string; step: number } | undefined;
    // Both factors, as the admin pages pass them: the first sign-in enrols an authenticator, the next types
    // the following step's code (a code counts once; one step ahead is accepted).
    const signIn = async () => {
      const login = await fetch(`${a.url}/api/v1/auth/login`, {
        method: "POST",
        headers: json,
        body: JSON.stringify(ADMIN),
      });
      expect(login.status, await login.clone().text()).toBe(200);
      const headers = { ...json, cookie: (login.headers.get("set-cookie") ?? "").split(";")[0] as string };
      const totp = (path: string, body: object) =>
        fetch(`${a.url}/api/v1/auth/totp/${path}`, { method: "POST", headers, body: JSON.stringify(body) });
      if (!app) {
        const setup = await totp("setup", {});
        expect(setup.status, await setup.clone().text()).toBe(200);
        const { secret } = await setup.json();
        app = { secret, step: currentStep() };
        expect((await totp("enable", { code: authenticatorCode(secret, app.step) })).status).toBe(200);
      } else {
        app.step = Math.max(currentStep(), app.step + 1);
        expect((await totp("verify", { code: authenticatorCode(app.secret, app.step) })).status).toBe(204);
      }
      return headers;
    };
    const [kept, ended] = [await signIn(), await signIn()];
    expect((await fetch(`${b.url}/api/v1/survey_responses`, { headers: ended })).status).toBe(200);
    const { sessions } = await (await fetch(`${a.url}/api/v1/auth/sessions`, { headers: kept })).json();
    const other = sessions.find((s: { current: boolean }) => !s.current);
    const end = await fetch(`${a.url}/api/v1/auth/sessions/${other.id}`, {
      method: "DELETE",
      headers: kept,
      body: "{}",
    });
    expect(end.status).toBe(204);
    expect((await fetch(`${b.url}/api/v1/survey_responses`, { headers: ended })).status).toBe(401);
    expect((await fetch(`${b.url}/api/v1/survey_responses`, { headers: kept })).status).toBe(200);
  });

  it("holds the per-address sign-up limit across both instances", async () => {
    const statuses: number[] = [];
    for (let n = 0; n < 10; n++) {
      const response = await fetch(`${(n % 2 ? b : a).url}/api/v1/survey_responses`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          name: `Two ${n}`,
          email: `two-${n}@example.com`,
          phone: `+91981000000${n}`,
          homeCity: "Pune",
          ageConfirmed: true,
          preferredCities: [],
        }),
      });
      statuses.push(response.status);
    }
    expect(statuses.filter((s) => s === 201)).toHaveLength(6);
    expect(statuses.slice(6)).toEqual([429, 429, 429, 429]);
  });

  it("holds the personal page's link-request limit across both instances", async () => {
    const statuses: number[] = [];
    for (let n = 0; n < 12; n++) {
      const response = await fetch(`${(n % 2 ? b : a).url}/api/v1/me/link`, {
        method: "POST",
        // The personal page's own header: a personal write with no Origin needs it.
        headers: { "content-type": "application/json", "x-requested-with": "stashd" },
        body: JSON.stringify({ email: `two-link-${n}@example.com` }),
      });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([...Array(10).fill(202), 429, 429]);
  });

  it("holds the sign-in throttle across both instances", async () => {
    const statuses: number[] = [];
    for (let n = 0; n < 6; n++) {
      const response = await fetch(`${(n % 2 ? b : a).url}/api/v1/auth/login`, {
        method: "POST",
        headers: json,
        body: JSON.stringify({ email: ADMIN.email, password: `wrong password ${n}` }),
      });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  });
});
