import { describe, expect, it } from "vitest";
import { randomId } from "./ids.js";

describe("randomId", () => {
  it("gives URL-safe ids of the asked length, never the same twice across pool refills", () => {
    const ids = Array.from({ length: 5000 }, (_, i) => randomId(i % 2 ? 16 : 9));
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.every((id, i) => /^[A-Za-z0-9_-]+$/.test(id) && id.length === (i % 2 ? 22 : 12))).toBe(true);
    expect(randomId(5000)).toHaveLength(6667);
  });
});
