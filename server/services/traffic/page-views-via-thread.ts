import type { PageViewCounter } from "./page-views.js";

/** Views are handed over this often, in one message: per view, a message would cost more than the count. */
const HAND_OVER_MS = 50;
/** Or sooner, once this many are waiting. */
const HAND_OVER_AT = 1_000;

/**
 * Where the views go: the thread that counts them, and its flush (which settles once they are written).
 * Views travel flat (path, source, address, user agent of each in turn): a message copies an array of
 * strings several times faster than as many objects.
 */
export interface CountingThread {
  views(flat: string[]): void;
  flush(): Promise<void>;
}

/**
 * On SQLite the sign-up thread counts page views (hashing, the day's visitor keys, the batch writes) and the
 * event loop only collects them: a beacon then costs the public path about what a health check does
 * (docs/history.md, 203). A view waits here at most
 * HAND_OVER_MS; a crash may lose those, like the counter's own unwritten seconds (docs/product.md, Traffic).
 */
export function createForwardedCounter(thread: CountingThread): PageViewCounter {
  let waiting: string[] = [];
  let timer: NodeJS.Timeout | undefined;

  function handOver() {
    clearTimeout(timer);
    timer = undefined;
    if (waiting.length === 0) return;
    thread.views(waiting);
    waiting = [];
  }

  async function flush() {
    handOver();
    await thread.flush();
  }

  return {
    record({ path, source, address, userAgent }) {
      waiting.push(path, source, address, userAgent);
      if (waiting.length >= HAND_OVER_AT * 4) handOver();
      else timer ??= setTimeout(handOver, HAND_OVER_MS).unref();
    },
    flush,
    // The thread itself is closed by its owner (the sign-up thread); closing here only hands over the rest.
    close: flush,
  };
}
