/**
 * Group commit: callers queue items and each gets a promise that settles after the batch holding its item
 * is durably committed. While one batch is being written, newer items wait and go out together in the
 * next one, so N concurrent writers cost one transaction (one fsync on SQLite) instead of N.
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
  let running: Promise<void> | undefined;

  async function run() {
    while (queue.length > 0) {
      const batch = queue.slice(0, maxBatch);
      queue = queue.slice(batch.length);
      try {
        const results = await writeBatch(batch.map((pending) => pending.item));
        for (const [index, pending] of batch.entries()) pending.resolve(results[index] as R);
      } catch (error) {
        for (const pending of batch) pending.reject(error);
      }
    }
    running = undefined;
  }

  return {
    submit(item) {
      const promise = new Promise<R>((resolve, reject) => queue.push({ item, resolve, reject }));
      // Starting on a microtask lets every request already parsed in this tick join the first batch.
      running ??= Promise.resolve().then(run);
      return promise;
    },
    async drain() {
      while (running) await running;
    },
  };
}
