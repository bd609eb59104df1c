import { describe, expect, it } from "vitest";
import { axisTicks, labelIndexes, yTicks } from "./chart-scale";

describe("yTicks", () => {
  it("uses round steps that reach the maximum", () => {
    expect(yTicks(0)).toEqual([0, 1]);
    expect(yTicks(3)).toEqual([0, 1, 2, 3]);
    expect(yTicks(9)).toEqual([0, 5, 10]);
    expect(yTicks(37)).toEqual([0, 10, 20, 30, 40]);
    expect(yTicks(1234)).toEqual([0, 500, 1000, 1500]);
  });
});

describe("labelIndexes", () => {
  it("labels every point of a short series", () => {
    expect(labelIndexes(3, 6)).toEqual([0, 1, 2]);
    expect(labelIndexes(0, 6)).toEqual([]);
  });

  it("spaces labels on a long series and always labels the last day", () => {
    const picked = labelIndexes(90, 6);
    expect(picked[0]).toBe(0);
    expect(picked.at(-1)).toBe(89);
    expect(picked.length).toBeLessThanOrEqual(6);
    const gaps = picked.slice(1).map((index, i) => index - (picked[i] ?? 0));
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(9);
  });
});

describe("axisTicks", () => {
  it("gives visitors their own scale so sign-ups are not flattened", () => {
    const points = [
      { visitors: 410, signups: 5 },
      { visitors: 380, signups: 7 },
    ];
    const ticks = axisTicks(points, [
      { key: "visitors", axis: "right" },
      { key: "signups", axis: "left" },
    ]);
    expect(ticks.left).toEqual([0, 2, 4, 6, 8]);
    expect(ticks.right).toEqual([0, 120, 240, 360, 480]);
  });
});
