import { describe, expect, it } from "vitest";
import { formatInr } from "./money";

describe("formatInr", () => {
  it("groups thousands the Indian way", () => {
    expect(formatInr(1500)).toBe("₹1,500");
    expect(formatInr(150000)).toBe("₹1,50,000");
  });

  it("drops paise for whole rupees", () => {
    expect(formatInr(200)).toBe("₹200");
  });
});
