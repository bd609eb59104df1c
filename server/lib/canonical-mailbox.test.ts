import { describe, expect, it } from "vitest";
import { canonicalMailbox, mailboxKey } from "./canonical-mailbox.js";

describe("canonicalMailbox", () => {
  it("drops +tags and case everywhere, and Gmail's dots and second domain", () => {
    for (const alias of [
      "farmer+1@gmail.com",
      "F.Armer@gmail.com",
      "f.a.r.m.e.r+x@googlemail.com",
      "FARMER@GMAIL.COM",
    ]) {
      expect(canonicalMailbox(alias)).toBe("farmer@gmail.com");
    }
    expect(canonicalMailbox("Asha.Rao+work@Example.in")).toBe("asha.rao@example.in");
    expect(mailboxKey("farmer+2@gmail.com")).toBe(mailboxKey("f.armer@googlemail.com"));
    expect(mailboxKey("asha.rao@example.in")).not.toBe(mailboxKey("asharao@example.in"));
  });
});
