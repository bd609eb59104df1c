import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isPrivateAddress } from "./endpoint-address.js";
import { postWebhook } from "./post.js";

let server: http.Server;
let base: URL;
beforeAll(async () => {
  server = http.createServer((request, response) => {
    if (request.url === "/slow") return; // never answers
    // A huge answer: 200 MB streamed as fast as the socket takes it.
    response.writeHead(200);
    const chunk = Buffer.alloc(1 << 20, 97);
    let sent = 0;
    const write = () => {
      while (sent < 200 && response.write(chunk)) sent++;
      if (sent < 200) response.once("drain", write);
      else response.end();
    };
    write();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = new URL(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const target = { address: "127.0.0.1", family: 4 as const };

describe("postWebhook", () => {
  it("gives a silent endpoint up after the time limit", async () => {
    const outcome = await postWebhook(new URL("/slow", base), target, {}, "{}", 200);
    expect(outcome).toEqual({ error: "no answer within 0.2 s" });
  });

  it("reads the status of a huge answer without reading its body", async () => {
    const before = process.memoryUsage().rss;
    const outcome = await postWebhook(new URL("/huge", base), target, {}, "{}", 5_000);
    expect(outcome).toEqual({ status: 200 });
    expect(process.memoryUsage().rss - before).toBeLessThan(50 * 1024 * 1024);
  });
});

describe("isPrivateAddress", () => {
  it("knows loopback, private, link-local and mapped addresses from public ones", () => {
    for (const address of [
      "127.0.0.1",
      "10.0.0.8",
      "172.20.1.1",
      "192.168.1.1",
      "169.254.169.254",
      "::1",
      "fe80::1",
      "fd00::1",
      "::ffff:127.0.0.1",
      "0.0.0.0",
    ]) {
      expect(isPrivateAddress(address), address).toBe(true);
    }
    for (const address of ["93.184.216.34", "2606:4700::1111", "::ffff:8.8.8.8"]) {
      expect(isPrivateAddress(address), address).toBe(false);
    }
  });
});
