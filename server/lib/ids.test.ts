import { describe, expect, it } from "vitest";
import { orderedId, randomId, sortableId } from "./ids.js";

describe("randomId", () => {
  it("gives URL-safe ids of the asked length, never the same twice across pool refills", () => {
    const ids = Array.from({ length: 5000 }, (_, i) => randomId(i % 2 ? 16 : 9));
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.every((id, i) => /^[A-Za-z0-9_-]+$/.test(id) && id.length === (i % 2 ? 22 : 12))).toBe(true);
    expect(randomId(5000)).toHaveLength(6667);
  });
});

describe("sortableId", () => {
  it("sorts as text in the order of its times, and stays URL-safe and unique within a millisecond", () => {
    const times = [0, 1, 63, 64, 1_700_000_000_000, 1_700_000_000_001, Date.now(), 2 ** 48 - 1];
    const ids = times.map((at) => sortableId(at));
    expect([...ids].sort()).toEqual(ids);
    expect(ids.every((id) => /^[A-Za-z0-9_-]{24}$/.test(id))).toBe(true);
    const same = Array.from({ length: 1000 }, () => sortableId(1_700_000_000_000));
    expect(new Set(same).size).toBe(1000);
  });
});

describe("orderedId", () => {
  it("sorts as text in the order it was made, also many within one millisecond", () => {
    const ids = [...Array.from({ length: 5000 }, () => orderedId(1_700_000_000_000)), orderedId(1_700_000_000_001)];
    expect([...ids].sort()).toEqual(ids);
    expect(ids.every((id) => /^[A-Za-z0-9_-]{23}$/.test(id))).toBe(true);
  });
});
