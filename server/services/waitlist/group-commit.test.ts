import { describe, expect, it } from "vitest";
import { createGroupCommit } from "./group-commit.js";

describe("group commit", () => {
  it("writes items submitted together in one batch and answers each with its own result", async () => {
    const batches: number[][] = [];
    const writer = createGroupCommit<number, string>(async (items) => {
      batches.push(items);
      return items.map((n) => `row-${n}`);
    });
    const results = await Promise.all([1, 2, 3].map((n) => writer.submit(n)));
    expect(results).toEqual(["row-1", "row-2", "row-3"]);
    expect(batches).toEqual([[1, 2, 3]]);
  });

  it("collects what arrives during a write into the next batch, one write at a time", async () => {
    const batches: number[][] = [];
    let active = 0;
    let release = () => {};
    const writer = createGroupCommit<number, number>(async (items) => {
      active++;
      expect(active).toBe(1);
      batches.push(items);
      if (batches.length === 1) await new Promise<void>((resolve) => (release = resolve));
      active--;
      return items;
    });
    const first = writer.submit(1);
    await new Promise((resolve) => setImmediate(resolve));
    const later = [2, 3, 4].map((n) => writer.submit(n));
    release();
    expect(await Promise.all([first, ...later])).toEqual([1, 2, 3, 4]);
    expect(batches).toEqual([[1], [2, 3, 4]]);
  });

  it("retries a failed batch's items one by one, so one bad item fails alone", async () => {
    const batches: number[][] = [];
    const writer = createGroupCommit<number, number>(async (items) => {
      batches.push(items);
      if (items.includes(13)) throw new Error("bad row");
      return items.map((n) => n * 10);
    });
    const results = await Promise.allSettled([1, 13, 3].map((n) => writer.submit(n)));
    expect(results.map((r) => (r.status === "fulfilled" ? r.value : "rejected"))).toEqual([10, "rejected", 30]);
    expect(batches).toEqual([[1, 13, 3], [1], [13], [3]]);
  });

  it("rejects every item when the store itself fails, and keeps working afterwards", async () => {
    let fail = true;
    const writer = createGroupCommit<number, number>(async (items) => {
      if (fail) throw new Error("disk full");
      return items;
    });
    const failed = await Promise.allSettled([writer.submit(1), writer.submit(2)]);
    expect(failed.map((r) => r.status)).toEqual(["rejected", "rejected"]);
    fail = false;
    expect(await writer.submit(3)).toBe(3);
  });

  it("splits a long queue into batches of at most maxBatch and drains them all", async () => {
    const sizes: number[] = [];
    const writer = createGroupCommit<number, number>(
      async (items) => {
        sizes.push(items.length);
        return items;
      },
      { maxBatch: 4 },
    );
    const all = Array.from({ length: 10 }, (_, n) => writer.submit(n));
    await writer.drain();
    expect(sizes).toEqual([4, 4, 2]);
    expect(await Promise.all(all)).toHaveLength(10);
  });
});
