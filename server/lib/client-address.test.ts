import { describe, expect, it } from "vitest";
import { clientAddressKey } from "./client-address.js";

describe("clientAddressKey", () => {
  it("keeps IPv4, unmaps IPv4-mapped IPv6 and groups IPv6 by its /64", () => {
    expect(clientAddressKey("203.0.113.7")).toBe("203.0.113.7");
    expect(clientAddressKey("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(clientAddressKey("2001:db8:1:2:aaaa::1")).toBe("2001:db8:1:2::/64");
    expect(clientAddressKey("2001:DB8:0001:0002:ffff:1:2:3")).toBe("2001:db8:1:2::/64");
    expect(clientAddressKey("2001:db8::7")).toBe("2001:db8:0:0::/64");
    expect(clientAddressKey("::1")).toBe("0:0:0:0::/64");
  });
});
