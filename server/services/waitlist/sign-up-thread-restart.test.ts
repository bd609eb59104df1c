import { EventEmitter } from "node:events";
import type { Worker } from "node:worker_threads";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createSignUpThread } from "./sign-up-thread.js";

// A stand-in for the worker: it answers "close" like the real one, and can die on demand.
class FakeWorker extends EventEmitter {
  postMessage(request: { method: string; id?: number }) {
    if (request.method === "close") queueMicrotask(() => this.emit("message", { type: "reply", id: request.id }));
  }
  async terminate() {
    return 0;
  }
}
const started: FakeWorker[] = [];
const spawn = () => {
  const worker = new FakeWorker();
  started.push(worker);
  return worker as unknown as Worker;
};

const data = { dataDir: "/nowhere", logLevel: "warn", settings: {} as never };
const log = { info: () => {}, warn: () => {}, error: () => {} };

afterEach(() => {
  vi.useRealTimers();
  started.length = 0;
});

describe("the sign-up thread's restart after a crash", () => {
  it("replaces a thread that died, a second later", async () => {
    vi.useFakeTimers();
    const thread = createSignUpThread(data, { log, spawn });
    thread.resume();
    started[0]?.emit("exit", 1);
    await vi.advanceTimersByTimeAsync(1_500);
    expect(started).toHaveLength(2);
    await thread.close();
  });

  it("starts no thread once closed, even when one died just before", async () => {
    vi.useFakeTimers();
    const thread = createSignUpThread(data, { log, spawn });
    thread.resume();
    started[0]?.emit("exit", 1);
    await thread.close();
    await vi.advanceTimersByTimeAsync(1_500);
    expect(started).toHaveLength(1);
  });
});
