import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../test-support/test-app.js";

/**
 * Behind one load balancer (TRUST_PROXY=1) the client is the address the balancer appends last; whatever a
 * client writes into X-Forwarded-For itself stays ignored, so it cannot pick the address a limit counts.
 */
describe("TRUST_PROXY as a hop count", () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    ctx = await createTestApp({ env: { TRUST_PROXY: "1", WAITLIST_RATE_LIMIT_PER_MINUTE: "10" } });
  });
  afterAll(async () => ctx.close());

  it("counts `X-Forwarded-For: forged, real` as real, so forged entries pass no limit", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) {
      const response = await ctx.app.inject({
        method: "POST",
        url: "/api/v1/survey_responses",
        remoteAddress: "10.0.0.2", // the load balancer
        headers: { "x-forwarded-for": `198.18.${i}.1, 203.0.113.9` },
        payload: {
          name: "Forger",
          email: `forger${i}@example.com`,
          phone: "9876543210",
          homeCity: "Mumbai",
          ageConfirmed: true,
        },
      });
      statuses.push(response.statusCode);
    }
    // With TRUST_PROXY=true all 30 passed a limit of 10, each under its forged address.
    expect(statuses.filter((status) => status === 201)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(20);
  });
});
