import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { bundledEntry } from "./test-support/bundled-entry.js";
import { unusedPort } from "./test-support/ports.js";

/** Runs the real entry point, bundled as `npm start` runs it, as a separate process. */
function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, [bundledEntry("main")], {
    env: { PATH: process.env.PATH, LOG_LEVEL: "info", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return { child, exited, output: () => output };
}

// Generous: under a busy shared machine a server process takes seconds to start. A server that exits first
// fails at once, with what it said.
async function waitFor(server: ReturnType<typeof startServer>, check: () => boolean, timeoutMs = 60_000) {
  const start = Date.now();
  while (!check()) {
    if (server.child.exitCode !== null) throw new Error(`the server exited first:\n${server.output()}`);
    if (Date.now() - start > timeoutMs) throw new Error(`timed out; the server said:\n${server.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * The lines a person reads: JSON log records are for the log pipeline (a fresh clone's tests run before any
 * build, so the server logs, in JSON, that it serves the API only; a deployment has its build).
 */
const plainLines = (output: string) => output.split("\n").filter((line) => !line.startsWith("{"));

describe("server process", { timeout: 120_000 }, () => {
  const children: ChildProcess[] = [];
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "stashd-main-"));
  afterEach(() => {
    for (const child of children) child.kill("SIGKILL");
  });

  it("exits non-zero with a message naming a bad variable", async () => {
    const server = startServer({ PORT: "abc", DATA_DIR: dataDir });
    children.push(server.child);
    expect(await server.exited).not.toBe(0);
    expect(server.output()).toMatch(/PORT="abc"/);
  });

  it("warns at a production start about each build-time setting left at its placeholder", async () => {
    const port = String(await unusedPort());
    const env = {
      PORT: port,
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      NODE_ENV: "production",
      SMTP_URL: "smtp://smtp.example.com:587",
    };
    const server = startServer({ ...env, CONTACT_EMAIL: "hello@stashd.example", PUBLIC_URL: "https://stashd.in" });
    children.push(server.child);
    await waitFor(server, () => server.output().includes("PROMO_VIDEO_URL is not set"));
    expect(plainLines(server.output())[0]).toBe("Stashd is ready at https://stashd.in");
    const warnings = server
      .output()
      .split("\n")
      .filter((line) => line.includes("placeholder"));
    expect(warnings.join("\n")).toMatch(/CONTACT_EMAIL/);
    expect(warnings.join("\n")).toMatch(/PROMO_VIDEO_URL/);
    expect(warnings.join("\n")).not.toMatch(/PUBLIC_URL/);
    server.child.kill("SIGTERM");
    await server.exited;
  });

  it("starts with a plain-text ready line, the dev outbox's address, then the placeholder contact note once (not in production)", async () => {
    const port = String(await unusedPort());
    const server = startServer({ PORT: port, HOST: "127.0.0.1", DATA_DIR: dataDir });
    children.push(server.child);
    await waitFor(server, () => server.output().includes("Stashd is ready"));
    const lines = plainLines(server.output());
    expect(lines[0]).toBe(`Stashd is ready at http://localhost:${port}`);
    expect(lines[1]).toBe(`Outbox: http://localhost:${port}/dev/outbox`);
    expect(lines[2]).toMatch(/^Note: CONTACT_EMAIL is not set, so the site and its e-mails show the placeholder/);
    expect(lines.filter((line) => line.includes("CONTACT_EMAIL"))).toHaveLength(1);
    expect(server.output()).not.toContain("Server listening at");
    server.child.kill("SIGTERM");
    await server.exited;
  });

  it("closes cleanly on SIGTERM, finishing the request in flight", async () => {
    const port = String(await unusedPort());
    const server = startServer({ PORT: port, HOST: "127.0.0.1", DATA_DIR: dataDir });
    children.push(server.child);
    await waitFor(server, () => server.output().includes("Stashd is ready"));

    const inFlight = fetch(`http://127.0.0.1:${port}/api/v1/health`);
    // Signal only once the server has accepted the request, so it is genuinely in flight.
    await waitFor(server, () => server.output().includes("incoming request"));
    server.child.kill("SIGTERM");
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain("closed cleanly");
    expect(fs.existsSync(path.join(dataDir, "stashd.sqlite"))).toBe(true);
  });
});
