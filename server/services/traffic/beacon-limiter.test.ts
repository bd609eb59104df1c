import { describe, expect, it } from "vitest";
import { createBeaconLimiter } from "./beacon-limiter.js";

const PER_NETWORK = 120;
const PER_VISITOR = 30;

const admitted = (limiter: ReturnType<typeof createBeaconLimiter>, address: string, agent: (i: number) => string) =>
  Array.from({ length: 500 }, (_, i) => limiter.admit(address, agent(i))).filter((r) => r === null).length;

describe("the beacon's limits a minute", () => {
  it("counts a visitor's share, and a network's share however many user agents it rotates", () => {
    const minute = 1_000 * 60_000;
    const limiter = createBeaconLimiter(PER_NETWORK, () => minute);
    expect(admitted(limiter, "203.0.113.5", () => "Firefox")).toBe(PER_VISITOR);
    expect(admitted(limiter, "198.51.100.5", (i) => `Firefox ${i}`)).toBe(PER_NETWORK);
    // One IPv6 /64 is one network, whichever of its addresses a view comes from.
    const v6 = Array.from({ length: 500 }, (_, i) => limiter.admit(`2001:db8::${i.toString(16)}`, `UA ${i}`));
    expect(v6.filter((r) => r === null)).toHaveLength(PER_NETWORK);
    expect(v6.at(-1)).toBe("network");
  });

  it("starts again the next minute", () => {
    let now = 5 * 60_000;
    const limiter = createBeaconLimiter(PER_NETWORK, () => now);
    admitted(limiter, "203.0.113.5", () => "Firefox");
    expect(limiter.admit("203.0.113.5", "Firefox")).toBe("visitor");
    now += 60_000;
    expect(limiter.admit("203.0.113.5", "Firefox")).toBeNull();
  });

  it("limits this machine's own address too: a limit lets nothing past it", () => {
    const limiter = createBeaconLimiter(PER_NETWORK, () => 0);
    expect(admitted(limiter, "127.0.0.1", () => "Chrome")).toBe(PER_VISITOR);
    expect(admitted(limiter, "::1", (i) => `Chrome ${i}`)).toBe(PER_NETWORK);
  });
});
