import { describe, expect, it } from "vitest";
import { servedOverHttps } from "./served-over-https.js";

describe("the Secure cookie rule", () => {
  it("is on when PUBLIC_URL is https, whatever the case of its scheme", () => {
    expect(servedOverHttps({ publicUrl: "https://stashd.example" })).toBe(true);
    expect(servedOverHttps({ publicUrl: "https://stashd.example:8443/waitlist" })).toBe(true);
    expect(servedOverHttps({ publicUrl: "HTTPS://stashd.example" })).toBe(true);
  });

  it("is off for an http PUBLIC_URL and for the default on a laptop", () => {
    expect(servedOverHttps({ publicUrl: "http://stashd.example" })).toBe(false);
    expect(servedOverHttps({ publicUrl: "http://localhost:3000" })).toBe(false);
    // A host that merely begins with "https" is still plain http.
    expect(servedOverHttps({ publicUrl: "http://https.example" })).toBe(false);
  });
});
