import type { HTTPMethods, RouteOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInAsStaff } from "../test-support/staff-session.js";
import { createTestApp } from "../test-support/test-app.js";

const routes: Array<{ method: string; url: string }> = [];
function collect(route: RouteOptions) {
  const methods: HTTPMethods[] = Array.isArray(route.method) ? route.method : [route.method];
  for (const method of methods)
    if (method !== "HEAD" && route.url.startsWith("/api/v1/")) routes.push({ method, url: route.url });
}

/** The OpenAPI document is generated from the route schemas, so a route without schemas shows up here. */
describe("GET /api/docs", () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    ctx = await createTestApp({ onRoute: collect });
  });
  afterAll(async () => ctx.close());

  it("is for staff only", async () => {
    const response = await ctx.app.inject({ method: "GET", url: "/api/docs" });
    expect(response.statusCode).toBe(401);
    expect(response.json().detail).toMatch(/sign in/i);
  });

  it("documents every /api/v1 route with a response schema, and its input schemas", async () => {
    const response = await ctx.app.inject({ method: "GET", url: "/api/docs", headers: await signInAsStaff(ctx.app) });
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(doc.openapi).toMatch(/^3\./);
    const missing: string[] = [];
    for (const route of routes) {
      const path = route.url.replace(/:(\w+)/g, "{$1}");
      const operation = doc.paths[path]?.[route.method.toLowerCase()];
      if (!operation?.responses || Object.keys(operation.responses).every((code) => code === "default")) {
        missing.push(`${route.method} ${route.url}`);
      }
      if (route.url.includes(":") && !operation?.parameters?.some((p: { in: string }) => p.in === "path")) {
        missing.push(`${route.method} ${route.url} (params)`);
      }
    }
    expect(missing).toEqual([]);
    expect(doc.paths["/api/v1/survey_responses"].post.requestBody.content["application/json"].schema.required).toEqual(
      expect.arrayContaining(["name", "email", "phone", "homeCity"]),
    );
    expect(doc.paths["/api/docs"]).toBeUndefined();
  });
});
