import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInAsStaff, signInWithPassword, TEST_STAFF } from "../test-support/staff-session.js";
import { createTestApp } from "../test-support/test-app.js";
import { runStaffCommand } from "./staff-command.js";

describe("npm run staff -- reset-2fa <email>", () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(async () => ctx.close());

  async function resetTwoFactor(email: string) {
    const printed: string[] = [];
    const status = await runStaffCommand(ctx.app.db, ["reset-2fa", email], {
      askNewPassword: async () => "",
      out: (line) => printed.push(line),
      err: (line) => printed.push(line),
    }).catch((error: Error) => {
      printed.push(error.message);
      return 1;
    });
    return { status, printed: printed.join("\n") };
  }

  it("removes a lost phone's factors, ends the account's sessions and audits it; the next sign-in enrols anew", async () => {
    const session = await signInAsStaff(ctx.app);
    const reset = await resetTwoFactor(` ${TEST_STAFF.email.toUpperCase()} `);
    expect(reset).toEqual({ status: 0, printed: expect.stringContaining("Second factors removed") });
    const ended = await ctx.app.inject({ method: "GET", url: "/api/v1/survey_responses", headers: session });
    expect(ended.statusCode).toBe(401);

    const next = await signInWithPassword(ctx.app);
    const state = await ctx.app.inject({ method: "GET", url: "/api/v1/auth/session", headers: next });
    expect(state.json().secondFactor).toBe("enrol");
    const setup = await ctx.app.inject({ method: "POST", url: "/api/v1/auth/totp/setup", headers: next, payload: {} });
    expect(setup.statusCode).toBe(200);
    expect(await ctx.app.db.selectFrom("staffRecoveryCodes").selectAll().execute()).toEqual([]);

    const audit = await ctx.app.db
      .selectFrom("auditLog")
      .select(["actor", "target"])
      .where("action", "=", "auth.second_factor_reset")
      .execute();
    expect(audit).toEqual([{ actor: expect.stringMatching(/^cli:/), target: TEST_STAFF.email }]);
  });

  it("refuses an unknown account with a readable message", async () => {
    expect(await resetTwoFactor("nobody@stashd.test")).toEqual({
      status: 1,
      printed: "No staff account for nobody@stashd.test.",
    });
  });
});
