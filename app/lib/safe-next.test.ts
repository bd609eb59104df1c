import { describe, expect, it } from "vitest";
import { safeNextPath } from "./safe-next";

describe("safeNextPath", () => {
  it.each([
    [null, "/admin"],
    ["/admin/trending?from=2026-01-01", "/admin/trending?from=2026-01-01"],
    ["/admin/invites", "/admin/invites"],
    ["https://evil.example/admin", "/admin"],
    ["//evil.example", "/admin"],
    ["/admin\\..\\evil", "/admin"],
    ["/pricing", "/admin"],
    ["/admin/login?next=/admin", "/admin"],
  ])("%s -> %s", (next, expected) => {
    expect(safeNextPath(next)).toBe(expected);
  });
});
