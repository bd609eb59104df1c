import { describe, expect, it } from "vitest";
import { createWorkQueue } from "./work-queue.js";

const busy = () => new Error("busy");
const deferred = () => {
  let resolve = () => {};
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
};

describe("createWorkQueue", () => {
  it("runs at most `concurrency` tasks, queues a few and refuses the rest at once", async () => {
    const queue = createWorkQueue({ concurrency: 2, maxWaiting: 1, maxWaitMs: 10_000, busy });
    const gate = deferred();
    let started = 0;
    const task = async () => {
      started++;
      await gate.promise;
    };
    const runs = [queue.run(task), queue.run(task), queue.run(task)];
    await expect(queue.run(task)).rejects.toThrow("busy");
    await Promise.resolve();
    expect(started).toBe(2);
    expect(queue.stats()).toEqual({ running: 2, waiting: 1 });
    gate.resolve();
    await Promise.all(runs);
    expect(started).toBe(3);
    expect(queue.stats()).toEqual({ running: 0, waiting: 0 });
  });

  it("gives up on a task that waited too long", async () => {
    const queue = createWorkQueue({ concurrency: 1, maxWaiting: 5, maxWaitMs: 20, busy });
    const gate = deferred();
    const first = queue.run(() => gate.promise);
    await expect(queue.run(async () => "late")).rejects.toThrow("busy");
    expect(queue.stats()).toEqual({ running: 1, waiting: 0 });
    gate.resolve();
    await first;
    expect(await queue.run(async () => "now")).toBe("now");
  });
});
