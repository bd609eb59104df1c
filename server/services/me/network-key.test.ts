import { describe, expect, it } from "vitest";
import { networkKey } from "./me.js";

describe("networkKey (the referral cap's network)", () => {
  it("is one key for every address of one IPv6 /64, however the address is written", () => {
    // Before, `2001:db8::1` and `2001:db8::2` differed as text and escaped the cap as two networks.
    const keys = ["2001:db8::1", "2001:db8::2", "2001:0db8:0:0:ffff::9", "2001:DB8:0000:0000::abcd"].map(networkKey);
    expect(new Set(keys).size).toBe(1);
    expect(networkKey("2001:db8:0:1::1")).not.toBe(keys[0]);
  });

  it("keys IPv4 by its address, mapped or not", () => {
    expect(networkKey("::ffff:203.0.113.7")).toBe(networkKey("203.0.113.7"));
    expect(networkKey("203.0.113.8")).not.toBe(networkKey("203.0.113.7"));
  });
});
