import { describe, expect, it } from "vitest";
import { draftErrors } from "./range-picker";

describe("date-range picker validation", () => {
  it("asks for both dates before anything else", () => {
    expect(draftErrors({ from: "", to: "2026-03-01" })).toEqual([{ field: "from", message: "Enter a full date." }]);
    expect(draftErrors({ from: "", to: "" }).map((e) => e.field)).toEqual(["from", "to"]);
  });

  it("applies the server's order and length rules", () => {
    expect(draftErrors({ from: "2026-03-02", to: "2026-03-01" })).toEqual([
      { field: "to", message: "To must be on or after From." },
    ]);
    expect(draftErrors({ from: "2020-01-01", to: "2026-01-01" })[0]?.field).toBe("from");
    expect(draftErrors({ from: "2026-03-01", to: "2026-03-01" })).toEqual([]);
  });
});
