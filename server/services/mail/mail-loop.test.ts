import { afterEach, describe, expect, it, vi } from "vitest";
import { createMailLoop, MAIL_POLL_MS } from "./mail-loop.js";

const log = { info: () => {}, warn: () => {}, error: vi.fn() };

/** A loop whose runs claim what `due` says, one run after another. */
function loopOver(due: number[], collectMs = 0) {
  const runs: number[] = [];
  const loop = createMailLoop({
    run: async () => {
      const claimed = due.shift() ?? 0;
      runs.push(claimed);
      return claimed;
    },
    batch: 10,
    collectMs,
    log,
    what: "sending test e-mail",
  });
  return { loop, runs };
}

afterEach(() => {
  vi.useRealTimers();
  log.error.mockClear();
});

describe("the mail loop", () => {
  it("runs at start, again at once while a run claims a full batch, and once more on a drain", async () => {
    const { loop, runs } = loopOver([10, 10, 3, 7]);
    await loop.drain();
    expect(runs).toEqual([10, 10, 3, 7]);
    await loop.close();
  });

  it("collects wakes into one run, runs when a retry falls due and on each poll", async () => {
    vi.useFakeTimers();
    const { loop, runs } = loopOver([], 250);
    loop.wake();
    loop.wake();
    await vi.advanceTimersByTimeAsync(250);
    expect(runs).toHaveLength(1);
    loop.wakeIn(1_000);
    await vi.advanceTimersByTimeAsync(1_250);
    expect(runs).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(MAIL_POLL_MS);
    expect(runs).toHaveLength(3);
    await loop.close();
  });

  it("logs a failed run and keeps going; once closed it runs no more", async () => {
    vi.useFakeTimers();
    let fail = true;
    let runs = 0;
    const loop = createMailLoop({
      run: async () => {
        runs += 1;
        if (fail) throw new Error("mail server down");
        return 0;
      },
      batch: 10,
      collectMs: 0,
      log,
      what: "sending test e-mail",
    });
    await loop.drain();
    expect(log.error).toHaveBeenCalledWith(expect.anything(), "sending test e-mail failed");
    fail = false;
    await loop.drain();
    const before = runs;
    loop.wakeIn(100);
    await loop.close();
    await vi.advanceTimersByTimeAsync(MAIL_POLL_MS * 2);
    expect(runs).toBe(before);
  });
});
