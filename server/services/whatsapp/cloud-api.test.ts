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
    expect(withoutPhoneNumbers("to 98450.99999 or 98.45.09.99.99")).toBe("to [number] or [number]");
    expect(withoutPhoneNumbers("(+91) 98450/99999 and +91 (984) 509-9999")).toBe("([number] and [number]");
    expect(withoutPhoneNumbers("Rate limit hit (code 130429)")).toBe("Rate limit hit (code 130429)");
  });
});
