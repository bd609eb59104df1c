import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { appWithStaff } from "../test-support/staff-app.js";

const run = promisify(execFile);
const REDOCLY = path.resolve(import.meta.dirname, "../../node_modules/.bin/redocly");

/**
 * The generated OpenAPI document passes Redocly's recommended rules with no errors (warnings are advice):
 * every operation has a summary and declares its security (staff cookie, personal cookie or token, or
 * none), nullable schemas have a type, and the document names its server. Redocly runs offline here:
 * no telemetry, no update check, no remote rules.
 */
describe("the OpenAPI document under Redocly's recommended rules", () => {
  const ctx = appWithStaff();

  it("has no errors", async () => {
    const response = await ctx.app.inject({ method: "GET", url: "/api/docs", headers: ctx.staff });
    expect(response.statusCode).toBe(200);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "stashd-openapi-"));
    const file = path.join(dir, "openapi.json");
    fs.writeFileSync(file, response.body);
    try {
      const result = await run(REDOCLY, ["lint", file, "--extends", "recommended", "--format", "json"], {
        env: { ...process.env, REDOCLY_TELEMETRY: "off", REDOCLY_SUPPRESS_UPDATE_NOTICE: "true", CI: "true" },
      }).catch((error: { stdout?: string; stderr?: string; code?: number }) => error);
      const report = JSON.parse(result.stdout ?? "{}") as {
        totals?: { errors: number };
        problems?: { ruleId: string; severity: string; message: string }[];
      };
      const errors = (report.problems ?? [])
        .filter((p) => p.severity === "error")
        .map((p) => `${p.ruleId}: ${p.message}`);
      expect(errors).toEqual([]);
      expect(report.totals?.errors).toBe(0);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it("declares the staff cookie on staff routes and the personal credentials on the personal ones", async () => {
    const doc = (await ctx.app.inject({ method: "GET", url: "/api/docs", headers: ctx.staff })).json();
    expect(doc.components.securitySchemes).toMatchObject({
      staffSession: { type: "apiKey", in: "cookie", name: "stashd_session" },
      personalCookie: { type: "apiKey", in: "cookie", name: "stashd_me" },
      personalBearer: { type: "http", scheme: "bearer" },
    });
    expect(doc.paths["/api/v1/invites"].post.security).toEqual([{ staffSession: [] }]);
    expect(doc.paths["/api/v1/me"].patch.security).toEqual([{ personalCookie: [] }, { personalBearer: [] }]);
    expect(doc.paths["/api/v1/visits"].post.security).toEqual([]);
    expect(doc.servers).toEqual([expect.objectContaining({ url: new URL(ctx.config.publicUrl).origin })]);
  });
});
