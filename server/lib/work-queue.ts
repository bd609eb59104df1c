/**
 * Runs at most `concurrency` tasks at once; up to `maxWaiting` more wait, each at most `maxWaitMs`.
 * Anything beyond that is refused at once (`busy()`), so a flood of expensive requests costs a bounded
 * amount of CPU and memory instead of queueing without end.
 */
export interface WorkQueueOptions {
  concurrency: number;
  maxWaiting: number;
  maxWaitMs: number;
  busy: () => Error;
}

export function createWorkQueue({ concurrency, maxWaiting, maxWaitMs, busy }: WorkQueueOptions) {
  let running = 0;
  const waiting: { start: () => void; timer: NodeJS.Timeout }[] = [];

  function release() {
    const next = waiting.shift();
    if (!next) {
      running--;
      return;
    }
    // The finishing task's slot passes straight to the next one: `running` stays the same.
    clearTimeout(next.timer);
    next.start();
  }

  async function acquire() {
    if (running < concurrency) {
      running++;
      return;
    }
    if (waiting.length >= maxWaiting) throw busy();
    await new Promise<void>((resolve, reject) => {
      const entry = {
        start: resolve,
        timer: setTimeout(() => {
          waiting.splice(waiting.indexOf(entry), 1);
          reject(busy());
        }, maxWaitMs),
      };
      waiting.push(entry);
    });
  }

  return {
    async run<T>(task: () => Promise<T>): Promise<T> {
      await acquire();
      try {
        return await task();
      } finally {
        release();
      }
    },
    stats: () => ({ running, waiting: waiting.length }),
  };
}
