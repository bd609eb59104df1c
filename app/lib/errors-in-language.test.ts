import { describe, expect, it } from "vitest";
import { errorsInLanguage } from "./errors-in-language";

describe("errorsInLanguage", () => {
  const found = { name: "Use at most 100 characters.", phone: "Enter a valid phone number.", other: "Odd." };
  const hindi = { name: "अपना नाम लिखें।", phone: "सही फ़ोन नंबर लिखें।" };

  it("keeps the rule's own English message in English", () => {
    expect(errorsInLanguage("en", found, hindi)).toEqual(found);
  });

  it("gives each field its translated message, and the English one where the copy has none", () => {
    expect(errorsInLanguage("hi", found, hindi)).toEqual({ ...hindi, other: "Odd." });
  });

  it("leaves out fields without a message", () => {
    expect(errorsInLanguage("hi", { name: undefined, phone: "x" }, hindi)).toEqual({ phone: hindi.phone });
  });
});
