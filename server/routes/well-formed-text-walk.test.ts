import type { HTTPMethods, InjectOptions, RouteOptions } from "fastify";
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { clipText, isWellFormed } from "../../contract/text.js";
import { appWithStaff } from "../test-support/staff-app.js";

/**
 * One text rule everywhere: walks every /api/v1 route that writes, with a signed-in member of staff (so
 * guards do not hide the handlers), and sends each field its body schema declares (or a stand-in field
 * for a route without one) a lone surrogate. Every
 * route must refuse it in the one error shape, naming the field, so nothing stores text that is not
 * well-formed. A new route is walked without anyone listing it.
 */
const routes: Array<{ method: string; url: string; body?: unknown }> = [];
function collect(route: RouteOptions) {
  const methods: HTTPMethods[] = Array.isArray(route.method) ? route.method : [route.method];
  const body = (route.schema as { body?: unknown } | undefined)?.body;
  for (const method of methods)
    if (!["GET", "HEAD", "OPTIONS"].includes(method)) routes.push({ method, url: route.url, body });
}

/** The top-level fields a zod body schema declares (through pipes and transforms), or one stand-in field. */
function fieldsOf(schema?: unknown): string[] {
  let current = schema as { shape?: Record<string, unknown>; def?: { in?: unknown; innerType?: unknown } };
  for (let i = 0; i < 5 && current && !current.shape; i += 1) {
    current = (current.def?.in ?? current.def?.innerType) as typeof current;
  }
  const shape = (current as z.ZodObject | undefined)?.shape;
  return shape ? Object.keys(shape) : ["name"];
}

const LONE = "Asha \uD800 Rao";

describe("well-formed text on every route", () => {
  const ctx = appWithStaff({ onRoute: collect, env: { WAITLIST_RATE_LIMIT_PER_MINUTE: "100000" } });

  it("walks every route that writes", () => {
    const urls = routes.map((r) => r.url);
    expect(urls).toEqual(expect.arrayContaining(["/api/v1/visits", "/api/v1/survey_responses", "/api/v1/me"]));
    expect(routes.length).toBeGreaterThan(15);
  });

  it("refuses a lone surrogate in any field, naming it", async () => {
    const failures: string[] = [];
    // The WhatsApp webhook takes its body as signed bytes (a JSON parse would break the signature): it
    // refuses any body not signed by Meta and lets only plain ids and digits reach a query (whatsapp-webhook.ts).
    const walked = routes.filter((r) => r.url.startsWith("/api/v1/") && r.url !== "/api/v1/whatsapp/webhook");
    for (const route of walked) {
      const url = route.url.replace(/:\w+/g, "AAAAAAAAAAAAAAAAAAAAAA");
      for (const field of fieldsOf(route.body)) {
        const options: InjectOptions = {
          method: route.method as InjectOptions["method"],
          url,
          headers: { ...ctx.staff, "content-type": "application/json", "user-agent": "Mozilla/5.0 Firefox/128.0" },
          payload: JSON.stringify({ path: "/", [field]: LONE }),
        };
        const response = await ctx.app.inject(options);
        const body = response.headers["content-type"]?.toString().includes("json") ? response.json() : undefined;
        const named = body?.errors?.some((e: { field: string }) => e.field === field);
        if (response.statusCode !== 400 || typeof body?.detail !== "string" || !named) {
          failures.push(`${route.method} ${route.url} ${field}: ${response.statusCode} ${response.body.slice(0, 100)}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it("stores nothing of a beacon whose source is not well-formed", async () => {
    await ctx.app.inject({
      method: "POST",
      url: "/api/v1/visits",
      remoteAddress: "203.0.113.9",
      headers: { "user-agent": "Mozilla/5.0 Firefox/128.0" },
      payload: JSON.stringify({ path: "/", utmSource: "news\uDC00" }),
    });
    await ctx.app.traffic.flush();
    const sources = await ctx.app.db.selectFrom("trafficSiteDays").select("source").execute();
    expect(sources.every((row) => isWellFormed(row.source))).toBe(true);
  });

  it("clips long text without splitting a surrogate pair", () => {
    expect(clipText(`${"a".repeat(99)}😀`, 100)).toBe("a".repeat(99));
    expect(clipText("abc", 100)).toBe("abc");
  });
});
