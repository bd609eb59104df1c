import type { HTTPMethods, InjectOptions, RouteOptions } from "fastify";
import { describe, expect, it } from "vitest";
import { appWithStaff } from "../test-support/staff-app.js";

/**
 * Walks every /api/v1 route with a signed-in staff session (so guards do not hide the handlers) and sends
 * each one hostile input. No answer may be a 500, and every JSON answer must keep the one error shape.
 * A new route that trusts its input fails here without anyone listing it.
 */
const routes: Array<{ method: string; url: string }> = [];
function collect(route: RouteOptions) {
  const methods: HTTPMethods[] = Array.isArray(route.method) ? route.method : [route.method];
  for (const method of methods) if (method !== "HEAD") routes.push({ method, url: route.url });
}

const HOSTILE_BODIES: Array<{ label: string; contentType: string; payload: string }> = [
  { label: "malformed JSON", contentType: "application/json", payload: '{"name": ' },
  { label: "a JSON array", contentType: "application/json", payload: "[1,2,3]" },
  { label: "JSON null", contentType: "application/json", payload: "null" },
  { label: "a JSON string", contentType: "application/json", payload: '"hello"' },
  { label: "wrong types", contentType: "application/json", payload: '{"email":42,"name":{},"phone":[],"invite":true}' },
  { label: "a huge string", contentType: "application/json", payload: JSON.stringify({ name: "x".repeat(15_000) }) },
  { label: "an oversized body", contentType: "application/json", payload: JSON.stringify({ a: "x".repeat(20_000) }) },
  {
    label: "NUL characters in an otherwise valid sign-up",
    contentType: "application/json",
    payload: JSON.stringify({
      name: "A\u0000sha",
      email: "asha@example.in",
      phone: "+919876543210",
      homeCity: "Bangalore",
      invite: "x\u0000",
      password: "long enough \u0000 secret",
    }),
  },
  { label: "plain text", contentType: "text/plain", payload: "hello" },
  { label: "XML", contentType: "application/xml", payload: "<a/>" },
  { label: "a form with odd fields", contentType: "application/x-www-form-urlencoded", payload: "a[b]=1&__proto__=x" },
];

const HOSTILE_PARAMS = ["%00", "..%2F..%2Fetc", "x".repeat(300), "' or 1=1 --"];
const HOSTILE_QUERIES = [
  "?from=2026-01-01%00&by=home_city%00",
  "?by=drop%20table",
  "?invite[]=1&invite[]=2",
  "?from=&to=",
];

describe("bad input on every API route", () => {
  const ctx = appWithStaff({ onRoute: collect, env: { WAITLIST_RATE_LIMIT_PER_MINUTE: "100000" } });

  async function check(failures: string[], label: string, options: InjectOptions) {
    const response = await ctx.app.inject(options);
    const isJson = (response.headers["content-type"] ?? "").toString().includes("application/json");
    const body = isJson && response.body ? response.json() : undefined;
    const shapeBroken = response.statusCode >= 400 && isJson && typeof body?.detail !== "string";
    if (response.statusCode >= 500 || shapeBroken) {
      failures.push(
        `${options.method} ${options.url} with ${label}: ${response.statusCode} ${response.body.slice(0, 120)}`,
      );
    }
  }

  it("walks a meaningful set of routes", () => {
    expect(routes.filter((r) => r.url.startsWith("/api/v1/")).length).toBeGreaterThan(15);
  });

  it("never answers 500 or breaks the error shape", async () => {
    const failures: string[] = [];
    for (const route of routes.filter((r) => r.url.startsWith("/api/v1/"))) {
      const hasParams = route.url.includes(":");
      const urls = hasParams ? HOSTILE_PARAMS.map((p) => route.url.replace(/:\w+/g, p)) : [route.url];
      for (const url of urls) {
        if (route.method === "GET") {
          for (const query of HOSTILE_QUERIES) {
            await check(failures, `query ${query}`, { method: "GET", url: `${url}${query}`, headers: ctx.staff });
          }
          continue;
        }
        for (const body of HOSTILE_BODIES) {
          await check(failures, body.label, {
            method: route.method as InjectOptions["method"],
            url,
            headers: { ...ctx.staff, "content-type": body.contentType },
            payload: body.payload,
          });
        }
      }
    }
    expect(failures).toEqual([]);
  });
});
