import { describe, expect, it } from "vitest";
import { isLastOwner } from "./staff.js";

describe("isLastOwner", () => {
  it("marks the only owner, and nobody once there are two owners", () => {
    const owner = { id: "a", role: "owner" as const };
    const admin = { id: "b", role: "admin" as const };
    expect(isLastOwner(owner, [owner, admin])).toBe(true);
    expect(isLastOwner(admin, [owner, admin])).toBe(false);
    expect(isLastOwner(owner, [owner, { id: "c", role: "owner" as const }])).toBe(false);
  });
});
