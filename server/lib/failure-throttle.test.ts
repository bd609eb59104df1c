import { describe, expect, it } from "vitest";
import { FailureThrottle } from "./failure-throttle.js";

describe("FailureThrottle", () => {
  it("blocks a key at the limit until its oldest failure leaves the window", () => {
    let now = 0;
    const throttle = new FailureThrottle(3, 60_000, () => now);
    throttle.recordFailure("a");
    now = 10_000;
    throttle.recordFailure("a");
    expect(throttle.retryAfterMs("a")).toBe(0);
    throttle.recordFailure("a");
    expect(throttle.retryAfterMs("a")).toBe(50_000);
    expect(throttle.retryAfterMs("b")).toBe(0);
    now = 60_001;
    expect(throttle.retryAfterMs("a")).toBe(0);
  });

  it("forgets a key on reset", () => {
    const throttle = new FailureThrottle(1, 60_000);
    throttle.recordFailure("a");
    expect(throttle.retryAfterMs("a")).toBeGreaterThan(0);
    throttle.reset("a");
    expect(throttle.retryAfterMs("a")).toBe(0);
  });
});
