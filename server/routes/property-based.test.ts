import fc from "fast-check";
import type { HTTPMethods, InjectOptions, RouteOptions } from "fastify";
import { describe, expect, it } from "vitest";
import { appWithStaff } from "../test-support/staff-app.js";
import { expectStoredRowsValid } from "../test-support/stored-rows.js";

/**
 * Property-based tests of every /api/v1 route (fast-check): random and hostile bodies, queries and path
 * parameters must be answered below 500, every 4xx in the one error shape, and nothing invalid may be
 * stored. Each route is one line of ROUTES: its near-valid body (so that mutations reach deep code), the
 * query keys it reads, and how many runs it is worth. A route without a line fails the first test.
 */
interface RouteCase {
  /** A valid-looking body whose fields the generator mutates; omitted for routes without one. */
  body?: Record<string, unknown>;
  query?: string[];
  /** Defaults to 40; a route that hashes a password costs about a second a run. */
  runs?: number;
}

const signUp = {
  name: "Asha Rao",
  email: "asha@example.in",
  phone: "+919876543210",
  company: "Acme",
  tripsPerMonth: "2",
  homeCity: "Bangalore",
  preferredCities: ["Mumbai"],
  utmSource: "ads",
  referrer: "https://news.example/",
  whatsappOptIn: true,
};
const range = ["from", "to"];
const waitlistFilter = [
  ...["q", "homeCity", "invited", "sort", "order", "channel", "source", "line"],
  ...["joinedFrom", "joinedTo", "confirmedFrom", "confirmedTo", "invitedFrom", "invitedTo"],
];
const inviteFilter = [
  ...["q", "status", "source", "sort", "order", "city", "wave", "channel"],
  ...["sentFrom", "sentTo", "acceptedFrom", "acceptedTo"],
];

/** The outline of a browser's WebAuthn answer (the verifier refuses it: no real authenticator signed it). */
const passkeyAnswer = {
  id: "cred",
  rawId: "cred",
  type: "public-key",
  response: { clientDataJSON: "e30" },
  clientExtensionResults: {},
};

const ROUTES: Record<string, RouteCase> = {
  "GET /api/v1/health": {},
  "GET /api/v1/whatsapp/webhook": { query: ["hub.mode", "hub.verify_token", "hub.challenge"] },
  "POST /api/v1/whatsapp/webhook": {
    body: { object: "whatsapp_business_account", entry: [{ changes: [{ value: { statuses: [] } }] }] },
  },
  "GET /api/v1/cities": {},
  "GET /api/v1/waitlist/form": { query: ["email"] },
  "POST /api/v1/survey_responses": { body: { ...signUp, website: "" }, runs: 120 },
  "POST /api/v1/auth/login": { body: { email: "staff@stashd.test", password: "a guess at it" }, runs: 12 },
  "POST /api/v1/auth/logout": { body: {} },
  "GET /api/v1/auth/me": {},
  "GET /api/v1/auth/session": {},
  "POST /api/v1/auth/totp/setup": { body: {}, runs: 10 },
  "POST /api/v1/auth/totp/enable": { body: { code: "123456" }, runs: 20 },
  "POST /api/v1/auth/totp/verify": { body: { code: "123456" }, runs: 20 },
  "POST /api/v1/auth/totp/replace": { body: {}, runs: 10 },
  "POST /api/v1/auth/totp/replace/confirm": { body: { code: "123456" }, runs: 20 },
  "GET /api/v1/onboarding/:inviteId": {},
  "POST /api/v1/onboarding": {
    body: { invite: "x", name: "Asha", phone: "+919876543210", acceptTerms: true },
    runs: 60,
  },
  "GET /api/v1/admin/stats/surveys": {},
  "GET /api/v1/admin/stats/invites": {},
  "GET /api/v1/admin/stats/signups": {},
  "GET /api/v1/survey_responses": { query: [...waitlistFilter, "confirmed", "limit", "cursor"] },
  "GET /api/v1/me": {},
  "POST /api/v1/me/confirm": { body: {} },
  "POST /api/v1/me/session": { body: {} },
  "GET /api/v1/me/unsubscribe": { query: ["token"] },
  "POST /api/v1/me/unsubscribe": { query: ["token"], body: {} },
  "PATCH /api/v1/me": { body: { name: "Asha", phone: "+919876543210", homeCity: "Bangalore" }, runs: 30 },
  "DELETE /api/v1/me": {},
  "POST /api/v1/me/link": { body: { email: "asha@example.in" }, runs: 30 },
  "GET /api/v1/me/export": {},
  "POST /api/v1/me/grievances": { body: { message: "Something went wrong with my entry." }, runs: 20 },
  "POST /api/v1/grievances": {
    body: { email: "asha@example.in", message: "Something went wrong with my entry." },
    runs: 20,
  },
  "GET /api/v1/admin/grievances": { query: ["status"] },
  "POST /api/v1/admin/grievances/:reference/answer": { body: { message: "Here is our answer to you." }, runs: 20 },
  "POST /api/v1/admin/grievances/:reference/close": { body: {} },
  "GET /api/v1/admin/rights-desk": {},
  "GET /api/v1/admin/retention": {},
  "GET /api/v1/admin/breaches": {},
  "POST /api/v1/admin/breaches": {
    body: {
      foundAt: "2026-11-28T09:30:00+05:30",
      description: "A laptop was lost.",
      dataItems: ["email"],
      filter: "everyone",
      drill: true,
    },
    runs: 30,
  },
  "GET /api/v1/admin/breaches/:id": {},
  "GET /api/v1/admin/breaches/:id/report": {},
  "POST /api/v1/admin/breaches/:id/reported": { body: {} },
  "POST /api/v1/admin/breaches/:id/notify": { body: {} },
  "GET /api/v1/survey_responses/:id": {},
  "DELETE /api/v1/survey_responses/:id": {},
  "GET /api/v1/survey_responses/export.csv": { query: [...waitlistFilter, "confirmed"] },
  "GET /api/v1/invites/all": { query: [...inviteFilter, "limit", "cursor"] },
  "GET /api/v1/invites/export.csv": { query: inviteFilter },
  "POST /api/v1/invites/bulk": { body: { ids: ["x"] }, runs: 30 },
  "POST /api/v1/invites/bulk/check": { body: { ids: ["x"] }, runs: 30 },
  "GET /api/v1/jobs/:id": {},
  "POST /api/v1/jobs/:id/cancel": { body: {} },
  "GET /api/v1/invites/bulk/count": { query: [...waitlistFilter, "confirmed"] },
  "GET /api/v1/audit": { query: ["limit", "cursor", "action", "actor", ...range] },
  "POST /api/v1/invites": {
    body: { email: "new@example.in", name: "New Person", phone: "+919876543211", source: "manual" },
    runs: 60,
  },
  "POST /api/v1/invites/:id/resend": { body: {} },
  "POST /api/v1/invites/:id/revoke": { body: {} },
  "GET /api/v1/admin/trending/overview": { query: range },
  "GET /api/v1/admin/trending/timeseries": { query: range },
  "GET /api/v1/admin/trending/breakdown": { query: [...range, "by"] },
  "POST /api/v1/visits": { body: { path: "/pricing", referrer: "https://www.google.com/", utmSource: "x" }, runs: 60 },
  "GET /api/v1/admin/traffic": { query: range },
  "GET /api/v1/admin/hubs": {},
  "GET /api/v1/admin/overview": {},
  "PUT /api/v1/admin/hubs/:city": { body: { status: "live", weeklyCapacity: 40, backfill: true }, runs: 30 },
  "GET /api/v1/admin/hubs/waves": {},
  "POST /api/v1/admin/hubs/:city/waves/preview": { body: {} },
  "POST /api/v1/admin/hubs/:city/waves": { body: { size: 5 }, runs: 30 },
  "GET /api/v1/admin/demand": {},
  "GET /api/v1/auth/sessions": {},
  "DELETE /api/v1/auth/sessions/:id": {},
  "POST /api/v1/auth/sessions/end-others": { body: {} },
  "POST /api/v1/auth/password": { body: { currentPassword: "x", newPassword: "y" }, runs: 10 },
  "POST /api/v1/auth/recovery-codes": { body: {}, runs: 10 },
  "GET /api/v1/staff": {},
  "POST /api/v1/staff": {
    body: { email: "new.staff@stashd.test", password: "a long new password", role: "viewer" },
    runs: 20,
  },
  "PATCH /api/v1/staff/:id": { body: { role: "admin" } },
  "DELETE /api/v1/staff/:id": {},
  "GET /api/v1/staff/:id/sessions": {},
  "DELETE /api/v1/staff/:id/sessions/:sessionId": {},
  "POST /api/v1/staff/:id/sessions/end-all": { body: {} },
  "POST /api/v1/staff/:id/second-factor/reset": { body: {} },
  "GET /api/v1/admin/webhooks": {},
  "POST /api/v1/admin/webhooks": { body: { url: "https://hooks.example.com/x", events: ["entry.created"] }, runs: 20 },
  "DELETE /api/v1/admin/webhooks/:id": {},
  "GET /api/v1/admin/webhooks/:id/deliveries": {},
  "POST /api/v1/admin/webhooks/:id/test": { body: {} },
  "POST /api/v1/admin/webhooks/:id/deliveries/:eventId/resend": { body: {} },
  "GET /api/v1/admin/api-keys": {},
  "POST /api/v1/admin/api-keys": { body: { name: "Zapier", scope: "read" } },
  "DELETE /api/v1/admin/api-keys/:id": {},
  "POST /api/v1/admin/imports": { body: { csv: "not JSON in real use" }, query: ["dryRun", "mapping"], runs: 30 },
  "POST /api/v1/admin/imports/ask-to-confirm": { body: {} },
  "GET /api/v1/auth/passkeys": {},
  "POST /api/v1/auth/passkeys/options": { body: {} },
  "POST /api/v1/auth/passkeys": { body: { response: passkeyAnswer, label: "Laptop" }, runs: 20 },
  "DELETE /api/v1/auth/passkeys/:id": {},
  "POST /api/v1/auth/passkeys/proof/options": { body: {} },
  "POST /api/v1/auth/passkeys/proof": { body: { response: passkeyAnswer }, runs: 20 },
  "POST /api/v1/auth/passkey/options": { body: {} },
  "POST /api/v1/auth/passkey/sign-in": { body: { response: passkeyAnswer }, runs: 20 },
};

const routes = new Set<string>();
function collect(route: RouteOptions) {
  const methods: HTTPMethods[] = Array.isArray(route.method) ? route.method : [route.method];
  for (const method of methods)
    if (method !== "HEAD" && route.url.startsWith("/api/v1/")) routes.add(`${method} ${route.url}`);
}

/** Text that breaks naive code: any code point, controls, bidi overrides, SQL and path fragments, long runs. */
const hostileText = fc.oneof(
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.string({ unit: "grapheme", maxLength: 40 }),
  fc.constantFrom("", " ", "\u0000", "\u202Eevil", "\u200B", "' or 1=1 --", "../../etc/passwd", "__proto__", "NaN"),
  fc.string({ minLength: 90, maxLength: 400 }),
);
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileText,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(hostileText, { maxLength: 4 }),
  fc.dictionary(hostileText, hostileText, { maxKeys: 3 }),
);
const extraKey = fc.oneof(fc.constantFrom("__proto__", "constructor", "isAdmin", "id", "status"), hostileText);

/** A near-valid body with some fields replaced, removed or added, or something that is not a body at all. */
function bodyArbitrary(valid: Record<string, unknown>) {
  const keys = Object.keys(valid);
  const mutated = fc
    .record({
      replace: fc.dictionary(keys.length ? fc.constantFrom(...keys) : hostileText, hostileValue, { maxKeys: 3 }),
      remove: fc.subarray(keys, { maxLength: Math.min(2, keys.length) }),
      extra: fc.dictionary(extraKey, hostileValue, { maxKeys: 1 }),
    })
    .map(({ replace, remove, extra }) => {
      const body: Record<string, unknown> = { ...valid };
      for (const key of remove) delete body[key];
      for (const [key, value] of Object.entries(replace)) body[key] = value;
      for (const [key, value] of Object.entries(extra)) Object.defineProperty(body, key, { value, enumerable: true });
      return JSON.stringify(body);
    });
  return fc.oneof(
    { weight: 6, arbitrary: mutated },
    { weight: 1, arbitrary: fc.jsonValue().map((v) => JSON.stringify(v)) },
    { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 60 }) },
  );
}

const contentType = fc.oneof(
  { weight: 8, arbitrary: fc.constant("application/json") },
  {
    weight: 1,
    arbitrary: fc.constantFrom("application/x-www-form-urlencoded", "text/plain", "application/json; charset=latin1"),
  },
);

function queryArbitrary(keys: string[]) {
  return fc
    .dictionary(keys.length ? fc.oneof(fc.constantFrom(...keys), hostileText) : hostileText, hostileText, {
      maxKeys: 3,
    })
    .map((query) => {
      const text = Object.entries(query)
        .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`)
        .join("&");
      return text ? `?${text}` : "";
    });
}

const param = fc.oneof(hostileText, fc.constantFrom("x".repeat(120), "%00", "..%2F")).map((value) =>
  // A raw "%" sequence sometimes, so the router's own decoding is exercised too.
  value.startsWith("%") || value.startsWith("..%") ? value : encodeURIComponent(value) || "%20",
);

describe("every API route under random and hostile input (fast-check)", () => {
  const ctx = appWithStaff({ onRoute: collect, env: { WAITLIST_RATE_LIMIT_PER_MINUTE: "1000000" } });

  it("has a line in the table for every registered route, and no line for a route that is gone", () => {
    expect([...routes].filter((route) => !ROUTES[route]).sort()).toEqual([]);
    expect(Object.keys(ROUTES).filter((route) => !routes.has(route))).toEqual([]);
  });

  for (const [key, route] of Object.entries(ROUTES)) {
    const [method, path] = key.split(" ") as [InjectOptions["method"], string];
    it(`${key}: never 5xx, every refusal in the error shape`, { timeout: 120_000 }, async () => {
      const request = fc.record({
        params: fc.array(param, { minLength: 1, maxLength: 1 }),
        query: queryArbitrary(route.query ?? []),
        body: route.body ? bodyArbitrary(route.body) : fc.constant(undefined),
        contentType,
        remoteAddress: fc.ipV4(),
        signedIn: fc.boolean(),
      });
      await fc.assert(
        fc.asyncProperty(request, async (r) => {
          const url = `${path.replace(/:\w+/g, r.params[0] as string)}${r.query}`;
          const response = await ctx.app.inject({
            method,
            url,
            remoteAddress: r.remoteAddress,
            headers: {
              ...(r.signedIn ? ctx.staff : { "x-requested-with": "stashd" }),
              ...(r.body === undefined ? {} : { "content-type": r.contentType }),
            },
            ...(r.body === undefined ? {} : { payload: r.body }),
          });
          const where = `${method} ${url} ${r.body ?? ""}`;
          expect(response.statusCode, `${where}: ${response.body.slice(0, 200)}`).toBeLessThan(500);
          const isJson = String(response.headers["content-type"] ?? "").includes("application/json");
          if (response.statusCode >= 400 && isJson) {
            const body = response.json();
            expect(typeof body.detail, where).toBe("string");
            expect(Array.isArray(body.errors), where).toBe(true);
          }
        }),
        { numRuns: route.runs ?? 40 },
      );
    });
  }

  it("stored nothing invalid along the way", async () => {
    await expectStoredRowsValid(ctx.app.db);
  });
});
