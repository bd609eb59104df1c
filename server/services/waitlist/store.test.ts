import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../test-support/test-app.js";
import { type SignUp, writeSignUps } from "./store.js";

const signUp = (patch: Partial<SignUp>): SignUp => ({
  name: "Kiran",
  email: "kiran@example.com",
  phone: "+919876543210",
  company: "",
  tripsPerMonth: "",
  homeCity: "Pune",
  preferredCities: [],
  at: "2026-11-22T10:00:00.000Z",
  ...patch,
});

describe("writeSignUps", () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(async () => ctx.close());

  it("folds repeats in one batch as if written in turn: newest answers, first timestamp and attribution", async () => {
    const ids = await writeSignUps(ctx.app.db, [
      signUp({ utmSource: "ads", at: "2026-11-22T10:00:00.000Z" }),
      signUp({ email: "other@example.com" }),
      signUp({ homeCity: "Mumbai", utmSource: "mail", referrer: "https://r.example/", at: "2026-11-22T10:00:01.000Z" }),
    ]);
    expect(ids[0]).toBe(ids[2]);
    expect(ids[1]).not.toBe(ids[0]);
    const row = await ctx.app.db
      .selectFrom("surveyResponses")
      .selectAll()
      .where("email", "=", "kiran@example.com")
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      id: ids[0],
      homeCity: "Mumbai",
      utmSource: "ads",
      referrer: "https://r.example/",
      createdAt: "2026-11-22T10:00:00.000Z",
      updatedAt: "2026-11-22T10:00:01.000Z",
    });
  });

  it("keeps the stored first-touch attribution when a later batch brings new values", async () => {
    await writeSignUps(ctx.app.db, [signUp({ utmSource: "late", at: "2026-11-23T09:00:00.000Z" })]);
    const row = await ctx.app.db
      .selectFrom("surveyResponses")
      .select(["utmSource", "createdAt", "updatedAt"])
      .where("email", "=", "kiran@example.com")
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      utmSource: "ads",
      createdAt: "2026-11-22T10:00:00.000Z",
      updatedAt: "2026-11-23T09:00:00.000Z",
    });
  });
});
