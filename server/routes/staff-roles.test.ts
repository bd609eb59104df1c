import type { HTTPMethods, InjectOptions, RouteOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStaff } from "../services/staff.js";
import { signInAsStaff } from "../test-support/staff-session.js";
import { createTestApp } from "../test-support/test-app.js";

const PASSWORD = "correct horse battery staple";
const VIEWER = { email: "viewer@stashd.test", password: PASSWORD };
const ADMIN = { email: "admin@stashd.test", password: PASSWORD };

/** Staff routes that change nothing though they are POSTs: a viewer may call them. */
const READS_BY_POST = ["POST /api/v1/invites/bulk/check", "POST /api/v1/admin/hubs/:city/waves/preview"];
/** A viewer may end their own sessions: it protects the account and changes no data. */
const OWN_SESSIONS = ["DELETE /api/v1/auth/sessions/:id", "POST /api/v1/auth/sessions/end-others"];
/** GETs that are writes all the same: data out, or another account's business. */
const WRITES_BY_GET = [
  "GET /api/v1/survey_responses/export.csv",
  "GET /api/v1/invites/export.csv",
  "GET /api/v1/staff",
  "GET /api/v1/staff/:id/sessions",
  // Integrations are the owners': an endpoint's address can carry a token, a log names what went out.
  "GET /api/v1/admin/webhooks",
  "GET /api/v1/admin/webhooks/:id/deliveries",
  "GET /api/v1/admin/api-keys",
  // Breaches are an owner's alone, reads included.
  "GET /api/v1/admin/breaches",
  "GET /api/v1/admin/breaches/:id",
  "GET /api/v1/admin/breaches/:id/report",
];
const PUBLIC =
  /^\/api\/v1\/(health|cities|survey_responses$|visits|waitlist\/form|onboarding|whatsapp\/webhook|grievances$|me(\/|$))|^\/api\/v1\/auth\/(?!sessions)/;

const routes: Array<{ method: string; url: string }> = [];
function collect(route: RouteOptions) {
  const methods: HTTPMethods[] = Array.isArray(route.method) ? route.method : [route.method];
  for (const method of methods) {
    if (method === "HEAD" || !route.url.startsWith("/api/v1/")) continue;
    // The public sign-up shares its path with the staff list's GET.
    if (PUBLIC.test(route.url) && !(route.url === "/api/v1/survey_responses" && method === "GET")) continue;
    routes.push({ method, url: route.url });
  }
}

describe("staff roles", () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let owner: Record<string, string>;
  let viewer: Record<string, string>;
  let admin: Record<string, string>;
  beforeAll(async () => {
    ctx = await createTestApp({ onRoute: collect });
    // The first account ever is the owner.
    owner = await signInAsStaff(ctx.app);
    await createStaff(ctx.app.db, VIEWER.email, PASSWORD, ctx.config.passwordCost, "viewer");
    await createStaff(ctx.app.db, ADMIN.email, PASSWORD, ctx.config.passwordCost);
    viewer = await signInAsStaff(ctx.app, VIEWER);
    admin = await signInAsStaff(ctx.app, ADMIN);
  });
  afterAll(async () => ctx.close());

  const call = (headers: Record<string, string>, method: string, url: string, payload?: unknown) =>
    ctx.app.inject({
      method: method as InjectOptions["method"],
      url,
      headers: { ...headers, "content-type": "application/json" },
      payload: method === "GET" ? undefined : JSON.stringify(payload ?? {}),
    });

  it("tells the admin pages each account's role", async () => {
    const roles = await Promise.all(
      [owner, admin, viewer].map(async (h) => (await call(h, "GET", "/api/v1/auth/me")).json().staff.role),
    );
    expect(roles).toEqual(["owner", "admin", "viewer"]);
  });

  it("refuses every staff write to a viewer with 403 forbidden, and lets every read through", async () => {
    expect(routes.length).toBeGreaterThan(30);
    const wrong: string[] = [];
    for (const route of routes) {
      const name = `${route.method} ${route.url}`;
      const isWrite =
        WRITES_BY_GET.includes(name) ||
        (route.method !== "GET" && !READS_BY_POST.includes(name) && !OWN_SESSIONS.includes(name));
      const url = route.url.replace(/:\w+/g, "dummy-id").replace(/\*$/, "x");
      const response = await call(viewer, route.method, url);
      const body = response.statusCode === 403 ? response.json() : undefined;
      if (isWrite && !(body?.code === "forbidden" && body.errors?.length === 0 && body.detail)) {
        wrong.push(`${name} answered ${response.statusCode} to a viewer`);
      }
      if (!isWrite && [401, 403].includes(response.statusCode)) wrong.push(`${name} refused a viewer's read`);
    }
    expect(wrong).toEqual([]);
  });

  it("lets a viewer read the lists and an admin write, but only an owner manage staff", async () => {
    expect((await call(viewer, "GET", "/api/v1/survey_responses")).statusCode).toBe(200);
    expect((await call(viewer, "GET", "/api/v1/audit")).statusCode).toBe(200);
    const invite = { name: "Role Test", email: "role-test@example.com", phone: "+919810000001", city: "Pune" };
    expect((await call(viewer, "POST", "/api/v1/invites", invite)).json()).toMatchObject({ code: "forbidden" });
    expect((await call(admin, "GET", "/api/v1/survey_responses/export.csv")).statusCode).toBe(200);
    const staffList = await call(admin, "GET", "/api/v1/staff");
    expect(staffList.statusCode).toBe(403);
    expect(staffList.json()).toMatchObject({ code: "forbidden", detail: expect.stringMatching(/owner/) });
    // Every role keeps its own account safe: a viewer adds passkeys too.
    expect((await call(viewer, "POST", "/api/v1/auth/passkeys/options")).statusCode).toBe(200);
    expect((await call(viewer, "DELETE", "/api/v1/auth/passkeys/none")).statusCode).toBe(404);
    expect((await call(viewer, "POST", "/api/v1/auth/passkeys/proof/options")).statusCode).toBe(404);
    expect((await call(owner, "GET", "/api/v1/staff")).json().staff).toEqual(
      expect.arrayContaining([expect.objectContaining({ email: VIEWER.email, role: "viewer" })]),
    );
  });
});
