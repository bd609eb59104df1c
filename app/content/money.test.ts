import { describe, expect, it } from "vitest";
import { formatInr, gstLine, withGst } from "./money";

describe("formatInr", () => {
  it("groups thousands the Indian way", () => {
    expect(formatInr(1500)).toBe("₹1,500");
    expect(formatInr(150000)).toBe("₹1,50,000");
  });

  it("drops paise for whole rupees", () => {
    expect(formatInr(200)).toBe("₹200");
  });
});

describe("gstLine", () => {
  it("adds 18% GST to the price, rounded to the rupee", () => {
    expect(gstLine(1500)).toBe("₹1,500 + 18% GST = ₹1,770");
    expect(gstLine(4000)).toBe("₹4,000 + 18% GST = ₹4,720");
    expect(withGst(333)).toBe(393);
  });
});
