/**
 * Group commit: callers queue items and each gets a promise that settles after the batch holding its item
 * is durably committed. One batch is written at a time; whatever arrives meanwhile goes out together in
 * the next one, so N concurrent writers cost one transaction (one fsync on SQLite) instead of N.
 * See docs/decisions/020-waitlist-group-commit.md.
 */
export interface GroupCommit<T, R> {
  submit(item: T): Promise<R>;
  /** Resolves once everything queued so far has been written (used on shutdown). */
  drain(): Promise<void>;
}

interface Pending<T, R> {
  item: T;
  resolve: (result: R) => void;
  reject: (error: unknown) => void;
}

export function createGroupCommit<T, R>(
  writeBatch: (items: T[]) => Promise<R[]>,
  { maxBatch = 500 }: { maxBatch?: number } = {},
): GroupCommit<T, R> {
  let queue: Pending<T, R>[] = [];
  let idle: Promise<void> | undefined;
  let markIdle = () => {};

  async function flush() {
    const batch = queue.slice(0, maxBatch);
    queue = queue.slice(batch.length);
    try {
      const results = await writeBatch(batch.map((pending) => pending.item));
      for (const [index, pending] of batch.entries()) pending.resolve(results[index] as R);
    } catch (error) {
      if (batch.length === 1) batch[0]?.reject(error);
      else await retryOneByOne(batch);
    }
    if (queue.length > 0) {
      setImmediate(flush);
    } else {
      idle = undefined;
      markIdle();
    }
  }

  /** One bad row must not fail the others it was batched with: each is tried alone, and only it fails. */
  async function retryOneByOne(batch: Pending<T, R>[]) {
    for (const pending of batch) {
      try {
        const [result] = await writeBatch([pending.item]);
        pending.resolve(result as R);
      } catch (error) {
        pending.reject(error);
      }
    }
  }

  return {
    submit(item) {
      const promise = new Promise<R>((resolve, reject) => queue.push({ item, resolve, reject }));
      if (!idle) {
        idle = new Promise((resolve) => {
          markIdle = resolve;
        });
        // setImmediate, not a microtask: it runs after the event loop has read every request waiting on
        // the sockets. SQLite's commit blocks the loop, so requests pile up during one and join the next.
        setImmediate(flush);
      }
      return promise;
    },
    async drain() {
      await idle;
    },
  };
}
