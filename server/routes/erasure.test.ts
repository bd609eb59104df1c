import { describe, expect, it } from "vitest";
import { addEntry, inviteEntry } from "../test-support/entries.js";
import { appWithStaff } from "../test-support/staff-app.js";

const ctx = appWithStaff();

const erase = (id: string) =>
  ctx.app.inject({ method: "DELETE", url: `/api/v1/survey_responses/${id}`, headers: ctx.staff, payload: {} });

describe("DELETE /survey_responses/:id", () => {
  it("erases the person from every table, the mail outbox included, and audits ids and counts only", async () => {
    const entry = await addEntry(ctx.app, { email: "nisha@example.in", name: "Nisha Verma" });
    await inviteEntry(ctx.app, ctx.staff, entry);
    const db = ctx.app.db;
    expect(await db.selectFrom("mailOutbox").select("id").where("toAddress", "=", entry.email).execute()).toHaveLength(
      1,
    );

    const response = await erase(entry.id);
    expect(response.statusCode).toBe(204);
    expect(await db.selectFrom("surveyResponses").select("id").where("id", "=", entry.id).execute()).toEqual([]);
    expect(await db.selectFrom("invites").select("id").where("email", "=", entry.email).execute()).toEqual([]);
    expect(await db.selectFrom("mailOutbox").select("id").where("toAddress", "=", entry.email).execute()).toEqual([]);

    const audit = await db.selectFrom("auditLog").selectAll().where("action", "=", "waitlist.erased").execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]?.target).toBe(entry.id);
    expect(JSON.parse(audit[0]?.details ?? "{}")).toEqual({
      waitlistEntries: 1,
      invites: 1,
      accounts: 0,
      mails: 1,
      tokens: 0,
      referralCredits: 0,
    });
    const everything = JSON.stringify(await db.selectFrom("auditLog").selectAll().execute());
    expect(everything).not.toContain("nisha");
    expect(everything).not.toContain("Nisha");
  });

  it("answers 404 in the API's error shape for an unknown entry, and 401 without a session", async () => {
    const response = await erase("no-such-entry");
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: "No waitlist entry has this id.", errors: [] });
    const anonymous = await ctx.app.inject({ method: "DELETE", url: "/api/v1/survey_responses/x", payload: {} });
    expect(anonymous.statusCode).toBe(401);
  });
});
