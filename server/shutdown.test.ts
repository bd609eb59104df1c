import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { bundledEntry } from "./test-support/bundled-entry.js";
import { unusedPort } from "./test-support/ports.js";

/**
 * The server's parent, as `npm start` is: it starts the server with its output piped to itself, tells us
 * the server's pid, forwards the server's stderr, and never reads its stdout (so the pipe fills up). When
 * the server ends it says how.
 */
const PARENT = `
  import { spawn } from "node:child_process";
  const server = spawn(process.execPath, [process.env.SERVER_MAIN], { stdio: ["ignore", "pipe", "pipe"] });
  server.stdout.pause();
  server.stderr.on("data", (chunk) => process.stdout.write(chunk));
  server.on("exit", (code, signal) => process.stdout.write("server exited " + code + " " + signal + "\\n"));
  process.stdout.write("server pid " + server.pid + "\\n");
  setInterval(() => {}, 1000);`;

interface Started {
  parent: ChildProcess;
  pid: number;
  url: string;
  output: () => string;
}

async function startBehindParent(): Promise<Started> {
  const port = await unusedPort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "stashd-shutdown-"));
  const parent = spawn(process.execPath, ["--input-type=module", "-e", PARENT], {
    stdio: ["ignore", "pipe", "inherit"],
    env: {
      PATH: process.env.PATH,
      SERVER_MAIN: bundledEntry("main"),
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "info",
    },
  });
  let output = "";
  parent.stdout?.on("data", (chunk) => {
    output += chunk;
  });
  const url = `http://127.0.0.1:${port}/api/v1/health`;
  for (
    let i = 0;
    !(await fetch(url).then(
      (r) => r.ok,
      () => false,
    ));
    i += 1
  ) {
    if (i > 300) throw new Error(`the server did not start: ${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const pid = Number(output.match(/server pid (\d+)/)?.[1]);
  return { parent, pid, url, output: () => output };
}

/** Request log lines until stdout's pipe, which nobody reads, is full. */
async function fillStdout(url: string) {
  for (let i = 0; i < 600; i += 1) await fetch(url).catch(() => undefined);
}

/** Alive: not gone and not a zombie waiting for a parent that is no more. */
function alive(pid: number) {
  try {
    return !/^\d+ \(.*\) Z/.test(fs.readFileSync(`/proc/${pid}/stat`, "utf8"));
  } catch {
    return false;
  }
}

async function secondsToEnd(pid: number) {
  const start = Date.now();
  while (alive(pid) && Date.now() - start < 20_000) await new Promise((resolve) => setTimeout(resolve, 100));
  if (alive(pid)) process.kill(pid, "SIGKILL");
  return (Date.now() - start) / 1000;
}

describe("SIGTERM always ends the built server", () => {
  const parents: ChildProcess[] = [];
  afterAll(() => {
    for (const parent of parents) parent.kill("SIGKILL");
  });

  it("within 10 s, with status 1 and a message, when stdout's reader has stopped reading", async () => {
    const server = await startBehindParent();
    parents.push(server.parent);
    await fillStdout(server.url);
    process.kill(server.pid, "SIGTERM");
    const seconds = await secondsToEnd(server.pid);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(seconds).toBeLessThan(10);
    expect(server.output()).toMatch(/shutdown did not finish within 9 s/);
    expect(server.output()).toMatch(/server exited 1 null/);
  }, 40_000);

  it("within 10 s when the parent that read its output has gone away", async () => {
    const server = await startBehindParent();
    await fillStdout(server.url);
    server.parent.kill("SIGKILL");
    await new Promise((resolve) => server.parent.once("exit", resolve));
    process.kill(server.pid, "SIGTERM");
    expect(await secondsToEnd(server.pid)).toBeLessThan(10);
  }, 40_000);
});
