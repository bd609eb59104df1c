import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TIMEOUTS } from "./app.js";
import { createTestApp } from "./test-support/test-app.js";

/** Opens a socket, sends `data`, then goes quiet; resolves with what came back once the server closes it. */
function stallAfter(port: number, data: string, giveUpMs: number) {
  return new Promise<{ closed: boolean; reply: string; afterMs: number }>((resolve) => {
    const started = Date.now();
    let reply = "";
    const socket = net.connect(port, "127.0.0.1", () => socket.write(data));
    socket.on("data", (chunk) => {
      reply += chunk.toString();
    });
    const timer = setTimeout(() => {
      socket.destroy();
      resolve({ closed: false, reply, afterMs: Date.now() - started });
    }, giveUpMs);
    socket.on("close", () => {
      clearTimeout(timer);
      resolve({ closed: true, reply, afterMs: Date.now() - started });
    });
    socket.on("error", () => {});
  });
}

describe("transport timeouts", () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let port: number;
  beforeAll(async () => {
    ctx = await createTestApp({ timeouts: { headersMs: 500, requestMs: 1000, idleMs: 5000, checkEveryMs: 100 } });
    await ctx.app.listen({ port: 0, host: "127.0.0.1" });
    port = (ctx.app.server.address() as net.AddressInfo).port;
  });
  afterAll(async () => ctx.close());

  it("has every production timeout set (Fastify's defaults are 0: never)", () => {
    for (const value of Object.values(TIMEOUTS)) expect(value).toBeGreaterThan(0);
    expect(TIMEOUTS.headersMs).toBeLessThanOrEqual(TIMEOUTS.requestMs);
  });

  it("cuts off a POST that sends 8 of 10,000 announced bytes (slow loris)", async () => {
    const head = `POST /api/v1/survey_responses HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 10000\r\n\r\n{"name":`;
    const result = await stallAfter(port, head, 8000);
    expect(result.closed).toBe(true);
    expect(result.afterMs).toBeLessThan(4000);
    expect(result.reply).toMatch(/^HTTP\/1.1 408/);
  });

  it("cuts off a client that never finishes its headers", async () => {
    const result = await stallAfter(port, "GET /api/v1/health HTTP/1.1\r\nHost: x\r\n", 8000);
    expect(result.closed).toBe(true);
    expect(result.afterMs).toBeLessThan(4000);
  });
});
