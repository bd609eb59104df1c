import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../test-support/test-app.js";

const RETRY = /^Too many requests from your network\. Please try again in (1 minute|\d+ seconds?)\.$/;

let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

const askForLink = (remoteAddress: string, payload: Record<string, string> = { email: "nobody@example.com" }) =>
  ctx.app.inject({
    method: "POST",
    url: "/api/v1/me/link",
    remoteAddress,
    headers: { "x-requested-with": "stashd" },
    payload,
  });
const readPage = (remoteAddress: string) =>
  ctx.app.inject({ method: "GET", url: "/api/v1/me", remoteAddress, headers: { authorization: "Bearer bad" } });

function expectLimited(response: LightMyRequestResponse) {
  expect(response.statusCode).toBe(429);
  expect(Number(response.headers["retry-after"])).toBeGreaterThan(0);
  expect(response.json()).toEqual({ detail: expect.stringMatching(RETRY), errors: [] });
}

describe("the personal page's per-address limits", () => {
  it("allows 10 link requests a minute per address, bad ones included, then answers 429 with Retry-After", async () => {
    const statuses: number[] = [];
    for (let n = 0; n < 9; n++) statuses.push((await askForLink("203.0.113.20")).statusCode);
    // Counted before the body is checked: a malformed request uses up the allowance too.
    statuses.push((await askForLink("203.0.113.20", { email: "not an address" })).statusCode);
    expect(statuses).toEqual([...Array(9).fill(202), 400]);
    expectLimited(await askForLink("203.0.113.20"));
    expect((await askForLink("198.51.100.20")).statusCode).toBe(202);
  });

  it("allows 120 page reads a minute per address, counted apart from the link requests", async () => {
    expectLimited(await askForLink("203.0.113.20"));
    const statuses = new Set<number>();
    for (let n = 0; n < 120; n++) statuses.add((await readPage("203.0.113.20")).statusCode);
    expect([...statuses]).toEqual([401]);
    expectLimited(await readPage("203.0.113.20"));
    expect((await readPage("198.51.100.20")).statusCode).toBe(401);
  });
});
