import type { IncomingMessage } from "node:http";
import type { ProxyOptions } from "vite";
import { describe, expect, it } from "vitest";
import { devProxy } from "./dev-proxy.js";

const from = (remoteAddress: string) => ({ socket: { remoteAddress } }) as IncomingMessage;

describe("npm run dev's proxy", () => {
  const proxy = devProxy(4101);
  const outbox = proxy["/dev/outbox"] as ProxyOptions;
  const bypass = (remoteAddress: string) =>
    (outbox.bypass as (request: IncomingMessage) => unknown)(from(remoteAddress));

  it("hands the API and the outbox to the API's port", () => {
    expect(proxy["/api"]).toBe("http://127.0.0.1:4101");
    expect(outbox.target).toBe("http://127.0.0.1:4101");
  });

  it("passes the outbox to a browser on this machine only, by the socket's own address", () => {
    for (const local of ["127.0.0.1", "::1", "::ffff:127.0.0.1"]) expect(bypass(local)).toBeUndefined();
    for (const remote of ["192.168.1.20", "203.0.113.5", "::ffff:10.0.0.2"]) expect(bypass(remote)).toBe(false);
  });
});
