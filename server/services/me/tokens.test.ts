import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { hashToken, newToken } from "./tokens.js";

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

describe("personal-link tokens (docs/history.md, 263)", () => {
  it("key tokens in the order they are issued, so a batch lands on a page or two of the key index", async () => {
    const batches: string[][] = [];
    for (let i = 0; i < 5; i++) {
      batches.push(Array.from({ length: 20 }, () => hashToken(newToken())).sort());
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
    // Every key of a batch sorts before every key of the next (a plain hash would scatter them).
    const edges = batches.map((batch) => [batch[0], batch.at(-1)] as [string, string]);
    for (let i = 1; i < edges.length; i++) expect((edges[i - 1]?.[1] ?? "") < (edges[i]?.[0] ?? "")).toBe(true);
  });

  it("store only the time and a SHA-256: the key never holds the token's random part", () => {
    const token = newToken();
    expect(token).toMatch(/^[\w-]{51}$/);
    expect(hashToken(token)).toBe(token.slice(0, 8) + sha256(token));
    expect(hashToken(token)).not.toContain(token.slice(8, 20));
  });

  it("still find a link issued before the time prefix by its plain hash", () => {
    const older = "x".repeat(43);
    expect(hashToken(older)).toBe(sha256(older));
  });
});
