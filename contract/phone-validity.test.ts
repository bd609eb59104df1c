import fc from "fast-check";
import { parsePhoneNumberFromString } from "libphonenumber-js/max";
import { describe, expect, it } from "vitest";
import { isValidPhoneNumber } from "./phone-validity.js";

/** Calling codes with many kinds of plan: India, the NANP, the UK, the Gulf, Singapore, Germany, a non-geographic one. */
const CALLING_CODES = ["91", "1", "44", "971", "65", "49", "61", "81", "7", "86", "800", "882"];

describe("isValidPhoneNumber", () => {
  it("answers as libphonenumber's isValid() for any number it parses", () => {
    fc.assert(
      fc.property(fc.constantFrom(...CALLING_CODES), fc.stringMatching(/^[0-9]{3,14}$/), (callingCode, digits) => {
        const parsed = parsePhoneNumberFromString(`+${callingCode}${digits}`);
        if (!parsed) return;
        expect(isValidPhoneNumber(parsed)).toBe(parsed.isValid());
      }),
      { numRuns: 20_000 },
    );
  });

  it("accepts real numbers of several kinds and refuses near misses", () => {
    const valid = ["+919845012345", "+912240001234", "+18005550123", "+442079460000", "+97143000000", "+6561234567"];
    for (const number of valid) {
      const parsed = parsePhoneNumberFromString(number);
      expect(parsed && isValidPhoneNumber(parsed), number).toBe(true);
    }
    for (const number of ["+91984501234", "+910845012345", "+4420794600", "+1555"]) {
      const parsed = parsePhoneNumberFromString(number);
      expect(parsed ? isValidPhoneNumber(parsed) : false, number).toBe(false);
    }
  });
});
