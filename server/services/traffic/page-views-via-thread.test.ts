import { describe, expect, it, vi } from "vitest";
import { createForwardedCounter } from "./page-views-via-thread.js";

const view = (n: number) => ({ path: "/faq", source: "Google", address: `192.0.2.${n}`, userAgent: "Firefox" });

function fakeThread() {
  const received: string[][] = [];
  const flushed = vi.fn(async () => {});
  return { received, flushed, thread: { views: (flat: string[]) => received.push(flat), flush: flushed } };
}

describe("createForwardedCounter", () => {
  it("hands the views over in one message, in order, and a flush waits for the thread's", async () => {
    const { received, flushed, thread } = fakeThread();
    const counter = createForwardedCounter(thread);
    counter.record(view(1));
    counter.record(view(2));
    expect(received).toEqual([]);
    await counter.flush();
    expect(received).toEqual([["/faq", "Google", "192.0.2.1", "Firefox", "/faq", "Google", "192.0.2.2", "Firefox"]]);
    expect(flushed).toHaveBeenCalledOnce();
  });

  it("hands views over by itself, soon after they arrive or once a thousand wait", async () => {
    vi.useFakeTimers();
    try {
      const { received, thread } = fakeThread();
      const counter = createForwardedCounter(thread);
      counter.record(view(1));
      vi.advanceTimersByTime(100);
      expect(received).toHaveLength(1);
      for (let n = 0; n < 1_000; n++) counter.record(view(n));
      expect(received).toHaveLength(2);
      expect(received[1]).toHaveLength(4_000);
    } finally {
      vi.useRealTimers();
    }
  });
});
