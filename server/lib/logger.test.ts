import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../test-support/test-app.js";
import { loggerOptions } from "./logger.js";

/** Personal data must never reach the log, whatever happens to a sign-up. */
describe("logger", () => {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    ctx = await createTestApp({ logger: { ...loggerOptions("trace"), stream } });
  });
  afterAll(async () => ctx.close());

  it("keeps e-mail addresses and phone numbers out of every log line", async () => {
    const person = {
      name: "Logan",
      email: "logan.secret@example.com",
      phone: "+919812345678",
      homeCity: "Pune",
      ageConfirmed: true,
    };
    const send = (payload: unknown, query = "") =>
      ctx.app.inject({ method: "POST", url: `/api/v1/survey_responses${query}`, payload: payload as object });

    expect((await send(person, "?email=logan.secret%40example.com")).statusCode).toBe(201);
    expect((await send({ ...person, homeCity: "Nowhere" })).statusCode).toBe(400);
    await ctx.app.db.schema.alterTable("survey_responses").renameTo("moved").execute();
    expect((await send(person)).statusCode).toBe(503);

    const log = lines.join("");
    expect(log).toContain("saving a sign-up failed");
    expect(log).toContain("/api/v1/survey_responses");
    expect(log).not.toMatch(/logan\.secret|9812345678|98123 45678/i);
  });

  it("keeps invite ids (credentials) out of logged paths", async () => {
    const inviteId = "Zq3kVb8xT0aPqR7sYw2mNd";
    await ctx.app.inject({ method: "GET", url: `/api/v1/onboarding/${inviteId}` });
    await ctx.app.inject({ method: "GET", url: `/onboarding/${inviteId}?x=1` });
    await ctx.app.inject({ method: "GET", url: "/api/v1/onboarding/short-id" });
    const log = lines.join("");
    expect(log).toContain("/api/v1/onboarding/[redacted]");
    expect(log).not.toContain(inviteId);
    expect(log).not.toContain("short-id");
  });

  it("redacts e-mail and phone fields that code logs by mistake", () => {
    ctx.app.log.info({ signUp: { email: "oops@example.com", phone: "+919800000000" } }, "careless");
    const log = lines.join("");
    expect(log).toContain("careless");
    expect(log).not.toMatch(/oops@example\.com|9800000000/);
  });
});
