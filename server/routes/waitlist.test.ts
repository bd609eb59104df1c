import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestApp } from "../test-support/test-app.js";

const valid = {
  name: "Asha Rao",
  email: "  Asha.Rao@Example.COM ",
  phone: "98765 43210",
  company: "Rao Consulting",
  tripsPerMonth: "2-3",
  homeCity: "Bangalore",
  ageConfirmed: true,
  preferredCities: ["Mumbai", "Delhi NCR", "Mumbai"],
};

describe("waitlist API", () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    ctx = await createTestApp({ env: { WAITLIST_RATE_LIMIT_PER_MINUTE: "10000" } });
  });
  afterAll(async () => ctx.close());
  beforeEach(async () => {
    await ctx.app.db.deleteFrom("surveyResponses").execute();
  });

  const post = (payload: unknown, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: "POST", url: "/api/v1/survey_responses", payload: payload as object, headers });
  const rows = () => ctx.app.db.selectFrom("surveyResponses").selectAll().execute();

  it("lists the cities with their status, cacheable", async () => {
    const response = await ctx.app.inject({ method: "GET", url: "/api/v1/cities" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("public, max-age=300");
    expect(response.json().map((c: { name: string; status: string }) => [c.name, c.status])).toEqual([
      ["Bangalore", "live"],
      ["Mumbai", "live"],
      ["Delhi NCR", "live"],
      ["Hyderabad", "planned"],
      ["Pune", "planned"],
      ["Chennai", "planned"],
    ]);
    expect(Object.keys(response.json()[0]).sort()).toEqual(["id", "name", "status"]);
  });

  it("stores a sign-up normalised, with server time, consent and attribution", async () => {
    const before = new Date().toISOString();
    const response = await post({ ...valid, utmSource: "newsletter", referrer: "https://news.example/" });
    expect(response.statusCode).toBe(201);
    const [row] = await rows();
    expect(response.json()).toEqual({ id: row?.id, channel: "email" });
    expect(row).toMatchObject({
      name: "Asha Rao",
      email: "asha.rao@example.com",
      phone: "+919876543210",
      company: "Rao Consulting",
      tripsPerMonth: "2-3",
      homeCity: "Bangalore",
      preferredCities: JSON.stringify(["Mumbai", "Delhi NCR"]),
      utmSource: "newsletter",
      utmMedium: null,
      referrer: "https://news.example/",
    });
    expect(row?.createdAt).toBe(row?.consentAt);
    expect(String(row?.createdAt) >= before).toBe(true);
  });

  it("accepts a foreign number with its country code (NRIs) and optional fields left out", async () => {
    const response = await post({
      name: "Dev",
      email: "dev@example.co.uk",
      phone: "+44 7911 123456",
      homeCity: "Pune",
      ageConfirmed: true,
    });
    expect(response.statusCode).toBe(201);
    expect(await rows()).toMatchObject([{ phone: "+447911123456", company: "", preferredCities: "[]" }]);
  });

  it("changes nothing stored on a repeat sign-up, answering exactly like the first one", async () => {
    const first = await post({ ...valid, utmSource: "ads" });
    const [original] = await rows();
    const again = await post({ ...valid, email: "ASHA.RAO@example.com", name: "Mallory", homeCity: "Mumbai" });
    expect(again.statusCode).toBe(first.statusCode);
    expect(again.json()).toEqual(first.json());
    expect(await rows()).toEqual([original]);
  });

  it("refuses a throwaway address with a field error on email", async () => {
    const response = await post({ ...valid, email: "asha@mailinator.com" });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([{ field: "email", message: expect.stringMatching(/throwaway/) }]);
    expect(await rows()).toEqual([]);
  });

  const bad: [string, Record<string, unknown>, string][] = [
    ["name missing", { name: undefined }, "name"],
    ["name empty after trimming", { name: "   " }, "name"],
    ["name too long", { name: "a".repeat(101) }, "name"],
    ["name of the wrong type", { name: 42 }, "name"],
    ["email missing", { email: undefined }, "email"],
    ["email invalid", { email: "asha@" }, "email"],
    ["email too long", { email: `${"a".repeat(250)}@x.in` }, "email"],
    ["phone missing", { phone: undefined }, "phone"],
    ["phone invalid for India", { phone: "5555555555" }, "phone"],
    ["phone too short", { phone: "98765" }, "phone"],
    ["phone too long", { phone: "9".repeat(33) }, "phone"],
    ["phone of the wrong type", { phone: 9876543210 }, "phone"],
    ["company too long", { company: "c".repeat(101) }, "company"],
    ["tripsPerMonth too long", { tripsPerMonth: "t".repeat(51) }, "tripsPerMonth"],
    ["tripsPerMonth of the wrong type", { tripsPerMonth: 3 }, "tripsPerMonth"],
    ["homeCity missing", { homeCity: undefined }, "homeCity"],
    ["homeCity unknown", { homeCity: "Goa" }, "homeCity"],
    ["preferred city unknown", { preferredCities: ["Mumbai", "Paris"] }, "preferredCities"],
    ["preferredCities of the wrong type", { preferredCities: { a: 1 } }, "preferredCities"],
    ["preferredCities as one string in JSON", { preferredCities: "Mumbai" }, "preferredCities"],
    ["an extra field", { isAdmin: true }, "isAdmin"],
    ["utmSource too long", { utmSource: "u".repeat(101) }, "utmSource"],
  ];
  it.each(bad)("refuses %s with 400 and a field error, writing nothing", async (_label, change, field) => {
    const response = await post({ ...valid, ...change });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.detail).toBe("Some fields need attention.");
    expect(body.errors).toEqual([{ field, message: expect.any(String) }]);
    expect(await rows()).toEqual([]);
  });

  it("refuses a body that is not an object", async () => {
    const response = await post([valid]);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].field).toBe("body");
    expect(await rows()).toEqual([]);
  });

  it.each([
    ["malformed JSON", '{"name": "Asha",', "application/json", 400, "The request body is not valid JSON."],
    [
      "the wrong content type",
      JSON.stringify(valid),
      "text/plain",
      415,
      "Send the request as application/json or a form.",
    ],
    [
      "a body over 16 KB",
      JSON.stringify({ ...valid, company: "x".repeat(17_000) }),
      "application/json",
      413,
      "The request body is too large.",
    ],
  ])("answers %s with the error shape, never a 500", async (_label, payload, type, status, detail) => {
    const response = await post(payload, { "content-type": type });
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({ detail, errors: [] });
    expect(await rows()).toEqual([]);
  });

  it("keeps exactly one row for 50 concurrent sign-ups with one e-mail", async () => {
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, i) => post({ ...valid, email: i % 2 ? "same@example.com" : "SAME@example.com " })),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(50).fill(201));
    expect(new Set(responses.map((r) => r.json().id)).size).toBe(1);
    expect(await rows()).toHaveLength(1);
  });

  it("answers a filled honeypot like a success and stores nothing", async () => {
    const response = await post({ ...valid, website: "http://spam.example" });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ id: expect.any(String), channel: "email" });
    expect(await rows()).toEqual([]);
  });

  it("answers 503 without losing the error shape when the database fails", async () => {
    const broken = await createTestApp();
    await broken.app.inject({ method: "GET", url: "/api/v1/cities" });
    await broken.app.db.schema.alterTable("survey_responses").renameTo("gone").execute();
    const response = await broken.app.inject({ method: "POST", url: "/api/v1/survey_responses", payload: valid });
    expect(response.statusCode).toBe(503);
    expect(response.json().detail).toMatch(/couldn't save your details/);
    await broken.close();
  });
});

describe("waitlist API without its city table", () => {
  it("answers 503 with a readable detail, not a 500", async () => {
    const broken = await createTestApp();
    await broken.app.db.schema.alterTable("cities").renameTo("gone_cities").execute();
    const cities = await broken.app.inject({ method: "GET", url: "/api/v1/cities" });
    expect(cities.statusCode).toBe(503);
    expect(cities.json()).toEqual({
      detail: "We couldn't load the cities just now. Please try again in a moment.",
      errors: [],
    });
    const signUp = await broken.app.inject({ method: "POST", url: "/api/v1/survey_responses", payload: valid });
    expect(signUp.statusCode).toBe(503);
    await broken.close();
  });
});
