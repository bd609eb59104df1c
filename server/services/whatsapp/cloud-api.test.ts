import { describe, expect, it } from "vitest";
import { withoutPhoneNumbers } from "./cloud-api.js";

describe("the Cloud API's error text", () => {
  it("keeps no phone number, however it is written, and keeps the error codes", () => {
    expect(withoutPhoneNumbers("(#131026) Message undeliverable to +91 98450 99999")).toBe(
      "(#131026) Message undeliverable to [number]",
    );
    expect(withoutPhoneNumbers("recipient 919845099999 is not a WhatsApp user")).toBe(
      "recipient [number] is not a WhatsApp user",
    );
    expect(withoutPhoneNumbers("+91-98450-99999 refused")).toBe("[number] refused");
    expect(withoutPhoneNumbers("Rate limit hit (code 130429)")).toBe("Rate limit hit (code 130429)");
  });
});
