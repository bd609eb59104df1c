import type { HTTPMethods, InjectOptions, RouteOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInWithPassword } from "../test-support/staff-session.js";
import { createTestApp } from "../test-support/test-app.js";

/**
 * Walks every registered /api/v1 route: any route not in this public allowlist must refuse a request
 * without a session. A new staff route that forgets its guard fails here without anyone listing it.
 */
const PUBLIC_ROUTES = [
  /^(GET|HEAD) \/api\/v1\/health$/,
  /^(GET|HEAD) \/api\/v1\/cities$/,
  /^POST \/api\/v1\/survey_responses$/,
  // The public pages' page-view beacon (docs/product.md, Traffic).
  /^POST \/api\/v1\/visits$/,
  // The waitlist form for browsers without JavaScript (an HTML page).
  /^(GET|HEAD) \/api\/v1\/waitlist\/form$/,
  // Sign-in and the session state; an account's list of sessions is staff-only like the rest.
  /^(GET|HEAD|POST) \/api\/v1\/auth\/(?!sessions)/,
  /^(GET|HEAD|POST) \/api\/v1\/onboarding(\/|$)/,
  // The personal page: its own Bearer token (or none, for "E-mail me my link") instead of a staff session.
  /^(GET|HEAD|POST|PATCH|DELETE) \/api\/v1\/me(\/|$)/,
  // Meta's WhatsApp webhook: its verify token (GET) or the app secret's signature (POST) instead of a session.
  /^(GET|HEAD|POST) \/api\/v1\/whatsapp\/webhook$/,
  // Anyone may raise a grievance (docs/product.md, Rights desk).
  /^POST \/api\/v1\/grievances$/,
];

const routes: Array<{ method: string; url: string }> = [];

function collect(route: RouteOptions) {
  const methods: HTTPMethods[] = Array.isArray(route.method) ? route.method : [route.method];
  for (const method of methods) routes.push({ method, url: route.url });
}

describe("every staff route refuses a request without a session", () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    ctx = await createTestApp({ onRoute: collect });
  });
  afterAll(async () => ctx.close());

  const staffRoutes = () =>
    routes.filter((r) => r.url.startsWith("/api/v1/") && !PUBLIC_ROUTES.some((p) => p.test(`${r.method} ${r.url}`)));

  it("finds the staff routes it is meant to guard", () => {
    const seen = staffRoutes().map((r) => `${r.method} ${r.url}`);
    expect(seen).toEqual(
      expect.arrayContaining([
        "GET /api/v1/admin/stats/surveys",
        "GET /api/v1/admin/stats/invites",
        "GET /api/v1/admin/stats/signups",
        "GET /api/v1/survey_responses",
        "GET /api/v1/invites/all",
        "POST /api/v1/invites",
        "POST /api/v1/invites/:id/resend",
        "POST /api/v1/invites/:id/revoke",
        "GET /api/v1/survey_responses/export.csv",
        "GET /api/v1/invites/export.csv",
        "POST /api/v1/invites/bulk",
        "GET /api/v1/jobs/:id",
        "DELETE /api/v1/survey_responses/:id",
        "GET /api/v1/audit",
        "GET /api/v1/auth/sessions",
        "DELETE /api/v1/auth/sessions/:id",
        "POST /api/v1/auth/sessions/end-others",
        "GET /api/v1/staff",
        "POST /api/v1/staff",
        "PATCH /api/v1/staff/:id",
        "DELETE /api/v1/staff/:id",
        "POST /api/v1/staff/:id/sessions/end-all",
      ]),
    );
  });

  it("answers 401 with the API's error body for each of them, whatever the request looks like", async () => {
    const failures: string[] = [];
    for (const route of staffRoutes()) {
      const url = route.url.replace(/:\w+/g, "dummy-id").replace(/\*$/, "x");
      const response = await ctx.app.inject({
        method: route.method as InjectOptions["method"],
        url,
        // Same-origin and JSON, so only the missing session can be the reason for a refusal.
        headers: { "x-requested-with": "stashd", "content-type": "application/json" },
        payload: route.method === "GET" || route.method === "HEAD" ? undefined : "{}",
      });
      const isJson = String(response.headers["content-type"] ?? "").startsWith("application/json");
      // HEAD answers carry no body; every other refusal must be the API's JSON error body.
      const bodyOk = route.method === "HEAD" || (isJson && typeof response.json().detail === "string");
      if (response.statusCode !== 401 || !bodyOk) {
        failures.push(
          `${route.method} ${route.url} answered ${response.statusCode}${bodyOk ? "" : " without the error body"}`,
        );
      }
    }
    expect(failures).toEqual([]);
  });

  it("answers 403 second_factor_required to a password-only session on each of them: a password alone reaches no admin data", async () => {
    const password = await signInWithPassword(ctx.app);
    const failures: string[] = [];
    for (const route of staffRoutes()) {
      if (route.method === "HEAD") continue;
      const url = route.url.replace(/:\w+/g, "dummy-id").replace(/\*$/, "x");
      const response = await ctx.app.inject({
        method: route.method as InjectOptions["method"],
        url,
        headers: { ...password, "content-type": "application/json" },
        payload: route.method === "GET" ? undefined : "{}",
      });
      const body = response.json();
      if (response.statusCode !== 403 || body.code !== "second_factor_required" || body.errors?.length !== 0) {
        failures.push(`${route.method} ${route.url} answered ${response.statusCode} ${response.body.slice(0, 80)}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it("refuses a forged or expired session cookie the same way", async () => {
    const response = await ctx.app.inject({
      method: "GET",
      url: "/api/v1/invites/all",
      headers: { cookie: "stashd_session=forged-token-value" },
    });
    expect(response.statusCode).toBe(401);
  });
});
