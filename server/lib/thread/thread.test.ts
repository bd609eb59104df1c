import { EventEmitter } from "node:events";
import { MessageChannel, Worker } from "node:worker_threads";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ThreadLogRecord } from "../thread-log.js";
import { threadSide } from "./serve.js";
import { createThread } from "./thread.js";

type Host = { seen(word: string): void };

/** The worker's side of the tests: thread-side code as a real worker runs it, over a channel. */
function workerMethods(side: ReturnType<typeof threadSide<Host>>) {
  let held: (() => void) | undefined;
  return {
    double: (n: number) => n * 2,
    refuse() {
      throw Object.assign(new Error("no such entry"), { code: "NOT_FOUND" });
    },
    shout(word: string) {
      side.log.warn({ word }, "shouting");
      side.tell("seen", word.toUpperCase());
    },
    /** Answers once `release` is called. */
    hold: () => new Promise<string>((resolve) => (held = () => resolve("held"))),
    release: () => held?.(),
    goodbye: () => "bye",
  };
}
type Methods = ReturnType<typeof workerMethods>;

/** A stand-in for a Worker: its other end is served in this thread, and it can die on demand. */
class ChannelWorker extends EventEmitter {
  readonly #port;
  constructor() {
    super();
    const { port1, port2 } = new MessageChannel();
    this.#port = port1;
    port1.on("message", (message) => this.emit("message", message));
    const side = threadSide<Host>({ logLevel: "info", port: port2 });
    side.serve(workerMethods(side));
  }
  postMessage(message: unknown) {
    this.#port.postMessage(message);
  }
  die(error = new Error("out of memory")) {
    this.#port.close();
    this.emit("error", error);
    this.emit("exit", 1);
  }
  async terminate() {
    this.#port.close();
    this.emit("exit", 1);
    return 1;
  }
}

const started: ChannelWorker[] = [];
const spawn = () => {
  const worker = new ChannelWorker();
  started.push(worker);
  return worker as unknown as Worker;
};
const lines: { level: string; fields: Record<string, unknown>; message: string }[] = [];
const log = {
  info: (fields: Record<string, unknown>, message: string) => lines.push({ level: "info", fields, message }),
  warn: (fields: Record<string, unknown>, message: string) => lines.push({ level: "warn", fields, message }),
  error: (fields: Record<string, unknown>, message: string) => lines.push({ level: "error", fields, message }),
};

afterEach(() => {
  vi.useRealTimers();
  started.length = 0;
  lines.length = 0;
});

describe("a thread's calls", () => {
  it("answer each call with its own result, and reject with the thread's error and its code", async () => {
    const thread = createThread<Methods>({ name: "test", spawn, log });
    const [two, six] = await Promise.all([thread.call("double", 1), thread.call("double", 3)]);
    expect([two, six]).toEqual([2, 6]);
    await expect(thread.call("refuse")).rejects.toMatchObject({ message: "no such entry", code: "NOT_FOUND" });
    // @ts-expect-error: the thread's methods are typed, arguments included.
    await expect(thread.call("double", "three")).resolves.toBeNaN();
    await thread.close();
  });

  it("start the thread at the first call, and say when it is ready", async () => {
    const thread = createThread<Methods>({ name: "test", spawn, log });
    expect(thread.running).toBe(false);
    await thread.ready();
    expect(started).toHaveLength(1);
    expect(thread.running).toBe(true);
    await thread.close();
  });

  it("carry told calls, the thread's calls here and its log lines, marked with the thread", async () => {
    const seen: string[] = [];
    const thread = createThread<Methods>({ name: "Test", spawn, log, host: { seen: (word) => seen.push(word) } });
    thread.tell("shout", "hello");
    await thread.call("double", 1);
    await vi.waitFor(() => expect(seen).toEqual(["HELLO"]));
    expect(lines).toEqual([{ level: "warn", fields: { word: "hello", thread: "test" }, message: "shouting" }]);
    await thread.close();
  });
});

describe("a thread that dies", () => {
  it("rejects the calls it held, is logged, and is replaced at the next call", async () => {
    const thread = createThread<Methods>({ name: "test", spawn, log });
    const held = thread.call("hold");
    await thread.ready();
    started[0]?.die();
    await expect(held).rejects.toThrow("out of memory");
    expect(thread.running).toBe(false);
    expect(lines.map((line) => [line.level, line.message])).toEqual([["error", "the test thread stopped"]]);
    expect(await thread.call("double", 4)).toBe(8);
    expect(started).toHaveLength(2);
    await thread.close();
  });

  it("is replaced after the pause without a call when it has work of its own, and not once closed", async () => {
    vi.useFakeTimers();
    const thread = createThread<Methods>({ name: "test", spawn, log, restartMs: 1_000 });
    thread.start();
    started[0]?.die();
    await vi.advanceTimersByTimeAsync(1_500);
    expect(started).toHaveLength(2);
    started[1]?.die();
    await thread.close();
    await vi.advanceTimersByTimeAsync(1_500);
    expect(started).toHaveLength(2);
  });

  it("rejects what it held when a real worker exits", async () => {
    let spawned = 0;
    const thread = createThread<Methods>({
      name: "test",
      // The first thread exits at once; the next one answers.
      spawn: () => (spawned++ === 0 ? new Worker("process.exit(3)", { eval: true }) : spawn()),
      log,
    });
    await expect(thread.call("double", 1)).rejects.toThrow("exit code 3");
    await expect(thread.ready()).resolves.toBeUndefined();
    expect(await thread.call("double", 2)).toBe(4);
    await thread.close();
  });
});

describe("closing a thread", () => {
  it("answers the calls in flight, then its farewell, then ends it; a later call starts another", async () => {
    const thread = createThread<Methods>({ name: "test", spawn, log });
    const held = thread.call("hold");
    await thread.ready();
    const farewell = vi.spyOn(started[0] as ChannelWorker, "postMessage");
    const closed = thread.close({ farewell: "goodbye" });
    // The farewell waits for the call in flight.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(farewell).not.toHaveBeenCalled();
    // Not through the closing thread's handle: the test reaches the worker directly.
    started[0]?.postMessage({ type: "call", method: "release", args: [] });
    expect(await held).toBe("held");
    await closed;
    expect(farewell.mock.calls.map(([message]) => (message as { method: string }).method)).toContain("goodbye");
    expect(lines).toEqual([]);
    expect(await thread.call("double", 5)).toBe(10);
    expect(started).toHaveLength(2);
    await thread.close();
  });

  it("ends a thread whose farewell never comes after the grace period", async () => {
    const thread = createThread<Methods>({ name: "test", spawn, log });
    await thread.ready();
    const terminate = vi.spyOn(started[0] as ChannelWorker, "terminate");
    await thread.close({ farewell: "hold", graceMs: 50 });
    expect(terminate).toHaveBeenCalled();
  });
});

it("relays only the log records at or above the app's level", async () => {
  const { port1, port2 } = new MessageChannel();
  const records: ThreadLogRecord[] = [];
  port1.on("message", (record: ThreadLogRecord) => records.push(record));
  const side = threadSide({ logLevel: "warn", port: port2 });
  side.log.info({}, "quiet");
  side.log.error({ err: new Error("boom") }, "loud");
  await vi.waitFor(() => expect(records).toHaveLength(1));
  expect(records[0]).toMatchObject({ level: "error", message: "loud", fields: { err: { message: "boom" } } });
  port1.close();
});

it("fails a call whose arguments cannot cross, and nothing else", async () => {
  const thread = createThread<Methods>({ name: "test", spawn, log });
  // @ts-expect-error: a function cannot be copied to another thread.
  await expect(thread.call("double", () => 1)).rejects.toThrow(/could not be cloned/);
  expect(await thread.call("double", 2)).toBe(4);
  await thread.close();
});
