import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { authenticatorCode, currentStep } from "../test-support/authenticator.js";
import { addEntry } from "../test-support/entries.js";
import { enrolledFactor, signInAsStaff, TEST_STAFF } from "../test-support/staff-session.js";
import { createTestApp } from "../test-support/test-app.js";

type Headers = Record<string, string>;
let ctx: Awaited<ReturnType<typeof createTestApp>>;
let staff: Headers;
beforeAll(async () => {
  ctx = await createTestApp();
  staff = await signInAsStaff(ctx.app);
});
afterAll(async () => ctx.close());
afterEach(() => vi.useRealTimers());

const MINUTE = 60_000;
/** The clock moves on; only Date is faked, so the server's own timers run as ever. */
function later(ms: number) {
  vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + ms });
}

const dangerous = {
  export: () => ctx.app.inject({ method: "GET", url: "/api/v1/survey_responses/export.csv", headers: staff }),
  erasure: (id: string) =>
    ctx.app.inject({ method: "DELETE", url: `/api/v1/survey_responses/${id}`, headers: staff, payload: {} }),
  bulk: (ids: string[]) =>
    ctx.app.inject({ method: "POST", url: "/api/v1/invites/bulk", headers: staff, payload: { ids } }),
  wave: (size: number) =>
    ctx.app.inject({ method: "POST", url: "/api/v1/admin/hubs/Pune/waves", headers: staff, payload: { size } }),
};

async function reauthenticate() {
  const factor = enrolledFactor(ctx.app, TEST_STAFF.email);
  if (!factor) throw new Error("not enrolled");
  const step = Math.max(currentStep(), factor.lastStep + 1);
  factor.lastStep = step;
  return ctx.app.inject({
    method: "POST",
    url: "/api/v1/auth/totp/verify",
    headers: staff,
    payload: { code: authenticatorCode(factor.secret, step) },
  });
}

describe("fresh proof for the dangerous actions", () => {
  it("lets them through within 10 minutes of the second factor", async () => {
    later(9 * MINUTE);
    expect((await dangerous.export()).statusCode).toBe(200);
  });

  it("answers 403 reauth_required after 10 minutes, to export, erasure, and a bulk invite or wave of more than 100", async () => {
    const entry = await addEntry(ctx.app);
    later(11 * MINUTE);
    const ids = Array.from({ length: 101 }, (_, i) => `missing-${i}`);
    for (const response of [
      await dangerous.export(),
      await dangerous.erasure(entry.id),
      await dangerous.bulk(ids),
      await dangerous.wave(101),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ detail: expect.any(String), errors: [], code: "reauth_required" });
    }
    // Small ones and reads go on as before.
    expect((await dangerous.bulk(ids.slice(0, 100))).json().code).not.toBe("reauth_required");
    expect((await ctx.app.inject({ method: "GET", url: "/api/v1/survey_responses", headers: staff })).statusCode).toBe(
      200,
    );

    // A fresh code, and the same requests go through.
    expect((await reauthenticate()).statusCode).toBe(204);
    expect((await dangerous.export()).statusCode).toBe(200);
    expect((await dangerous.erasure(entry.id)).statusCode).toBe(204);
    const audit = await ctx.app.db
      .selectFrom("auditLog")
      .select("action")
      .where("action", "=", "auth.second_factor_passed")
      .execute();
    expect(audit.length).toBeGreaterThan(0);
  });

  it("counts a staff member's invites over the last 10 minutes: batches of up to 100 need proof past 100 in all", async () => {
    const headers = await signInAsStaff(ctx.app, {
      email: "batches@stashd.test",
      password: "correct horse battery staple",
    });
    const bulk = (from: number, count: number) =>
      ctx.app.inject({
        method: "POST",
        url: "/api/v1/invites/bulk",
        headers,
        payload: { ids: Array.from({ length: count }, (_, i) => `batch-${from + i}`) },
      });
    later(11 * MINUTE);
    expect((await bulk(0, 60)).statusCode).toBe(202);
    const over = await bulk(60, 41);
    expect(over.statusCode).toBe(403);
    expect(over.json().code).toBe("reauth_required");
    expect((await bulk(60, 40)).statusCode).toBe(202);
    // Ten minutes on, the earlier batches no longer count.
    later(22 * MINUTE);
    expect((await bulk(100, 100)).statusCode).toBe(202);
  });
});
