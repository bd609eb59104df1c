import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CLIENT_ROUTES_FILE } from "../../contract/routes.js";
import { inlineScriptHashes, writeCspManifest } from "../lib/csp-hashes.mjs";
import { createTestApp } from "../test-support/test-app.js";
import { findPrerenderedPages } from "./web.js";

/** A miniature build/client with the same layout React Router produces. */
function fakeClientDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "stashd-client-"));
  const write = (file: string, content: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), content);
  };
  write("index.html", "<h1>home</h1><script>window.ctx = 1;</script><script type=\"module\">import('/a.js')</script>");
  write("pricing/index.html", "<h1>pricing</h1>");
  write("company/about/index.html", "<h1>about</h1>");
  write("404/index.html", "<h1>not found page</h1>");
  write("__spa-fallback.html", "<div>spa</div>");
  write("assets/app-abc123.js", "console.log('x');".repeat(200));
  write("assets/app-abc123.js.br", zlib.brotliCompressSync("console.log('x');".repeat(200)).toString("latin1"));
  write("robots.txt", "User-agent: *");
  write(
    CLIENT_ROUTES_FILE,
    JSON.stringify(["/admin", "/admin/dashboard", "/admin/invite-form", "/admin/waitlist/:id", "/onboarding"]),
  );
  writeCspManifest(dir);
  return dir;
}

describe("web serving", () => {
  const clientDir = fakeClientDir();
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    ctx = await createTestApp({ config: { clientDir } });
  });
  afterAll(async () => {
    await ctx.close();
    fs.rmSync(clientDir, { recursive: true, force: true });
  });

  it("maps pre-rendered index.html files to routes, without the 404 page", () => {
    expect([...findPrerenderedPages(clientDir).keys()].sort()).toEqual(["/", "/company/about", "/pricing"]);
  });

  it.each([
    ["/", "home"],
    ["/pricing", "pricing"],
    ["/pricing/", "pricing"],
    ["/company/about", "about"],
  ])("serves %s as pre-rendered HTML with no-cache", async (url, text) => {
    const response = await ctx.app.inject({ method: "GET", url });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/text\/html/);
    expect(response.headers["cache-control"]).toBe("no-cache");
    expect(response.body).toContain(text);
  });

  it.each(["/admin", "/admin/dashboard", "/admin/invite-form", "/admin/waitlist/abc", "/onboarding", "/admin/"])(
    "serves the client-side app for %s",
    async (url) => {
      const response = await ctx.app.inject({ method: "GET", url: `${url}?invite=abc` });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain("spa");
    },
  );

  it.each(["/admin/no-such-page", "/admin/waitlist", "/admin/waitlist/a/b", "/onboarding/x"])(
    "serves the client-side app, which shows its own not-found page, with status 404 for %s",
    async (url) => {
      const response = await ctx.app.inject({ method: "GET", url });
      expect(response.statusCode).toBe(404);
      expect(response.body).toContain("spa");
    },
  );

  it("answers an unknown path with the 404 page and status 404", async () => {
    const response = await ctx.app.inject({ method: "GET", url: "/no/such/page" });
    expect(response.statusCode).toBe(404);
    expect(response.headers["content-type"]).toMatch(/text\/html/);
    expect(response.body).toContain("not found page");
  });

  it("answers an unknown API path with the JSON 404, not the site's page", async () => {
    for (const url of ["/api/v1/no-such-route", "/api/nothing/here", "/api/v1/auth/me/extra"]) {
      const response = await ctx.app.inject({ method: "GET", url });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers["content-type"]).toMatch(/application\/json/);
      expect(response.json().detail).toMatch(/^No API route matches GET/);
    }
  });

  it("sends a strict CSP with each page's own inline-script hashes, and the same headers on API answers", async () => {
    const home = await ctx.app.inject({ method: "GET", url: "/" });
    const policy = String(home.headers["content-security-policy"]);
    const scriptSrc = policy.split("; ").find((d) => d.startsWith("script-src")) ?? "";
    expect(scriptSrc).toBe(
      [
        "script-src 'self'",
        ...inlineScriptHashes("<script>window.ctx = 1;</script><script type=\"module\">import('/a.js')</script>"),
      ].join(" "),
    );
    expect(scriptSrc).not.toMatch(/unsafe/);
    expect(policy).toContain("object-src 'none'; base-uri 'none'; frame-ancestors 'none'; form-action 'self'");
    expect(policy).toContain("frame-src https://www.youtube-nocookie.com");
    const pricing = await ctx.app.inject({ method: "GET", url: "/pricing" });
    expect(pricing.headers["content-security-policy"]).toContain("script-src 'self';");
    for (const url of ["/api/v1/health", "/api/v1/nope", "/robots.txt", "/no/such/page"]) {
      const response = await ctx.app.inject({ method: "GET", url });
      expect(response.headers["content-security-policy"], url).toMatch(/^default-src 'self'; script-src 'self';/);
      expect(response.headers["permissions-policy"]).toContain("camera=()");
      expect(response.headers["strict-transport-security"]).toBeUndefined();
    }
    expect((await ctx.app.inject({ method: "GET", url: "/index.html" })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: "GET", url: "/.csp-hashes.json" })).statusCode).toBe(404);
  });

  it("adds HSTS when the public origin is https", async () => {
    const secure = await createTestApp({ env: { PUBLIC_URL: "https://stashd.example" }, config: { clientDir } });
    const response = await secure.app.inject({ method: "GET", url: "/api/v1/health" });
    expect(response.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
    await secure.close();
  });

  it("serves hashed assets with a long immutable cache, pre-compressed when accepted", async () => {
    const response = await ctx.app.inject({
      method: "GET",
      url: "/assets/app-abc123.js",
      headers: { "accept-encoding": "br, gzip" },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(response.headers["content-encoding"]).toBe("br");
  });

  it("compresses API responses above the threshold and leaves other files cacheable", async () => {
    const robots = await ctx.app.inject({ method: "GET", url: "/robots.txt" });
    expect(robots.statusCode).toBe(200);
    expect(robots.headers["cache-control"]).toBe("public, max-age=86400");
  });
});
