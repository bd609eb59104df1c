import os from "node:os";
import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInAsStaff, TEST_STAFF } from "../test-support/staff-session.js";
import { createTestApp } from "../test-support/test-app.js";

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

const signIn = (ctx: TestApp, origin: string) =>
  ctx.app.inject({ method: "POST", url: "/api/v1/auth/login", headers: { origin }, payload: TEST_STAFF });

/** An IPv4 address of this machine other than the loopback, as a LAN visitor would use (if it has one). */
const lanAddress = Object.values(os.networkInterfaces())
  .flatMap((list) => list ?? [])
  .find((entry) => entry.family === "IPv4" && !entry.internal)?.address;

describe("staff sign-in with PUBLIC_URL unset", () => {
  let ctx: TestApp;
  let port: number;
  beforeAll(async () => {
    ctx = await createTestApp();
    await signInAsStaff(ctx.app);
    await ctx.app.listen({ host: "0.0.0.0", port: 0 });
    const address = ctx.app.server.address();
    port = typeof address === "object" && address ? address.port : 0;
  });
  afterAll(async () => ctx.close());

  it("works at every address the server listens on, at its real port", async () => {
    const origins = [`http://localhost:${port}`, `http://127.0.0.1:${port}`];
    if (lanAddress) origins.push(`http://${lanAddress}:${port}`);
    for (const origin of origins) expect((await signIn(ctx, origin)).statusCode, origin).toBe(200);
  });

  it("still refuses another site, and our address at another port", async () => {
    for (const origin of ["https://evil.example", `http://127.0.0.1:${port + 1}`, "http://192.0.2.1:3000"]) {
      const response = await signIn(ctx, origin);
      expect(response.statusCode, origin).toBe(403);
      expect(response.json().detail).toContain(origin);
    }
  });
});

describe("staff sign-in with PUBLIC_URL set", () => {
  let ctx: TestApp;
  let log = "";
  beforeAll(async () => {
    const stream = new Writable({
      write(chunk, _encoding, done) {
        log += chunk.toString();
        done();
      },
    });
    ctx = await createTestApp({ env: { PUBLIC_URL: "https://stashd.in/" }, logger: { level: "warn", stream } });
    await signInAsStaff(ctx.app);
  });
  afterAll(async () => ctx.close());

  it("accepts PUBLIC_URL's origin alone, and the refusal names PUBLIC_URL and the origin, answer and log", async () => {
    expect((await signIn(ctx, "https://stashd.in")).statusCode).toBe(200);
    const refused = await signIn(ctx, "http://127.0.0.1:3000");
    expect(refused.statusCode).toBe(403);
    const { detail } = refused.json();
    expect(detail).toContain("PUBLIC_URL is https://stashd.in");
    expect(detail).toContain("http://127.0.0.1:3000");
    expect(log).toContain("PUBLIC_URL is https://stashd.in");
    expect(log).toContain('"origin":"http://127.0.0.1:3000"');
  });
});

describe("staff sign-in with PUBLIC_URL at 127.0.0.1 (a laptop, the browser tests)", () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await createTestApp({ env: { PUBLIC_URL: "http://127.0.0.1:4321" } });
    await signInAsStaff(ctx.app);
  });
  afterAll(async () => ctx.close());

  it("accepts localhost at the same port, where passkeys work, and nothing else", async () => {
    expect((await signIn(ctx, "http://localhost:4321")).statusCode).toBe(200);
    expect((await signIn(ctx, "http://localhost:4322")).statusCode).toBe(403);
    expect((await signIn(ctx, "https://localhost:4321")).statusCode).toBe(403);
  });
});
