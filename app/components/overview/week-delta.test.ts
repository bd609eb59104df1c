import { describe, expect, it } from "vitest";
import { weekDelta } from "./week-delta";

describe("weekDelta", () => {
  it("gives the change's direction and size", () => {
    expect(weekDelta(35, 25)).toEqual({ direction: "up", text: "+40%", words: "Up 40% from 25 the week before" });
    expect(weekDelta(15, 20)).toEqual({ direction: "down", text: "−25%", words: "Down 25% from 20 the week before" });
  });

  it("says 'same' and 'new' rather than 0% or infinity", () => {
    expect(weekDelta(4, 4).text).toBe("same");
    expect(weekDelta(4, 4).direction).toBe("flat");
    expect(weekDelta(3, 0)).toMatchObject({ direction: "up", text: "new" });
  });
});
