import fs from "node:fs";
import { Worker } from "node:worker_threads";
import { describe, expect, it } from "vitest";

/** A thread's nice value, the 19th field of its /proc stat line. */
const niceOf = (statPath: string) => Number(fs.readFileSync(statPath, "utf8").split(") ")[1]?.split(" ")[16]);

describe.skipIf(process.platform !== "linux")("lowerThreadPriority", () => {
  // The SMTP thread runs at nice 10 (decision 268): its CPU must go to the public path first. On Linux a
  // nice value belongs to one thread, so the thread that asks is lowered and the rest of the process is not.
  it("lowers the calling thread only", async () => {
    const ours = niceOf("/proc/thread-self/stat");
    const module = JSON.stringify(new URL("./thread-priority.ts", import.meta.url).href);
    const source = `
      const { parentPort } = require("node:worker_threads");
      const fs = require("node:fs");
      import("tsx/esm/api")
        .then(({ register }) => { register(); return import(${module}); })
        .then(({ lowerThreadPriority }) => {
          lowerThreadPriority(10);
          parentPort.postMessage(fs.readlinkSync("/proc/thread-self"));
        });`;
    const worker = new Worker(source, { eval: true });
    const threadSelf = await new Promise<string>((resolve, reject) => {
      worker.once("message", resolve);
      worker.once("error", reject);
    });
    try {
      expect(niceOf(`/proc/${threadSelf}/stat`)).toBe(Math.max(10, ours));
      expect(niceOf("/proc/thread-self/stat")).toBe(ours);
    } finally {
      await worker.terminate();
    }
  });
});
