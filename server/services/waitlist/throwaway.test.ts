import { describe, expect, it } from "vitest";
import { isThrowaway } from "./throwaway.js";

describe("isThrowaway", () => {
  it("finds listed domains and their subdomains, whatever the case", () => {
    expect(isThrowaway("a@mailinator.com")).toBe(true);
    expect(isThrowaway("a@Mail.YOPmail.com")).toBe(true);
  });

  it("lets ordinary addresses through, long local parts included", () => {
    expect(isThrowaway("asha@gmail.com")).toBe(false);
    expect(isThrowaway(`${"x".repeat(70)}@example.com`)).toBe(false);
  });
});
