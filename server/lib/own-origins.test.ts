import type os from "node:os";
import { describe, expect, it } from "vitest";
import { listeningOrigins, networkOrigins } from "./own-origins.js";

const entry = (address: string, family: "IPv4" | "IPv6", internal = false) =>
  ({ address, family, internal, netmask: "", mac: "", cidr: null, scopeid: 0 }) as os.NetworkInterfaceInfo;

const INTERFACES = {
  lo: [entry("127.0.0.1", "IPv4", true), entry("::1", "IPv6", true)],
  eth0: [entry("192.168.1.23", "IPv4"), entry("fe80::1c2:3ff:fe4a:5b6c", "IPv6"), entry("2001:db8::23", "IPv6")],
};

describe("the origins of a listening server", () => {
  it("on 0.0.0.0: localhost and every IPv4 interface, at the port", () => {
    expect(listeningOrigins("0.0.0.0", 3000, INTERFACES)).toEqual([
      "http://localhost:3000",
      "http://127.0.0.1:3000",
      "http://192.168.1.23:3000",
    ]);
    expect(networkOrigins("0.0.0.0", 3000, INTERFACES)).toEqual(["http://192.168.1.23:3000"]);
  });

  it("on ::, IPv6 too, in brackets, without link-local addresses (no browser can open them)", () => {
    expect(listeningOrigins("::", 8080, INTERFACES)).toEqual([
      "http://localhost:8080",
      "http://127.0.0.1:8080",
      "http://[::1]:8080",
      "http://192.168.1.23:8080",
      "http://[2001:db8::23]:8080",
    ]);
  });

  it("on one address: that address (and localhost for a loopback one)", () => {
    expect(listeningOrigins("127.0.0.1", 3000, INTERFACES)).toEqual(["http://localhost:3000", "http://127.0.0.1:3000"]);
    expect(listeningOrigins("192.168.1.23", 3000, INTERFACES)).toEqual(["http://192.168.1.23:3000"]);
    expect(networkOrigins("127.0.0.1", 3000, INTERFACES)).toEqual([]);
  });
});
