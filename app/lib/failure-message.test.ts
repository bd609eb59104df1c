import { describe, expect, it } from "vitest";
import { EN_FAILURE } from "../../contract/form-copy/failure-copy";
import { HI_FAILURE } from "../../contract/form-copy/failure-devanagari";
import { ApiError } from "./api-client";
import { failureKey, failureLine, failureOf, isRetryable } from "./failure-message";

const ONBOARDING = { 409: "accountExists", 410: "inviteGone" } as const;

describe("failureKey", () => {
  it("points at the highlighted fields whenever the server named some, whatever the status", () => {
    expect(failureKey(400, true)).toBe("checkFields");
    expect(failureKey(409, true, ONBOARDING)).toBe("checkFields");
    expect(failureKey(503, true)).toBe("checkFields");
  });

  it("names no answer, too many tries and a busy or broken service", () => {
    expect(failureKey(0, false)).toBe("network");
    expect(failureKey(429, false)).toBe("tooMany");
    for (const status of [500, 502, 503, 504]) expect(failureKey(status, false)).toBe("busy");
  });

  it("says something went wrong for anything else", () => {
    for (const status of [-1, 400, 403, 404, 409, 410, 413]) expect(failureKey(status, false)).toBe("unexpected");
  });

  it("lets a form name the statuses only it knows, before the shared ones", () => {
    expect(failureKey(409, false, ONBOARDING)).toBe("accountExists");
    expect(failureKey(410, false, ONBOARDING)).toBe("inviteGone");
    expect(failureKey(429, false, ONBOARDING)).toBe("tooMany");
    expect(failureKey(0, false, ONBOARDING)).toBe("network");
  });
});

describe("failureOf", () => {
  it("reads an ApiError's status and field errors; anything else is an unknown failure", () => {
    expect(failureOf(new ApiError(429, "Too many"))).toEqual({ status: 429, hasFieldErrors: false });
    expect(failureOf(new ApiError(400, "Bad", [{ field: "email", message: "Enter" }]))).toEqual({
      status: 400,
      hasFieldErrors: true,
    });
    expect(failureOf(new TypeError("Failed to fetch"))).toEqual({ status: -1, hasFieldErrors: false });
  });
});

describe("failureLine", () => {
  it("reads the line in the form's language, and the form's own prompt for fields", () => {
    expect(failureLine("hi", "network")).toBe(HI_FAILURE.network);
    expect(failureLine("en", "tooMany")).toBe(EN_FAILURE.tooMany);
    expect(failureLine("hi", "checkFields")).toBe("कृपया चिह्नित फ़ील्ड देखें।");
  });

  it("offers a retry, and says the answers are kept, only where sending again can help", () => {
    expect(["network", "tooMany", "busy", "unexpected"].every(isRetryable)).toBe(true);
    expect(["checkFields", "accountExists", "inviteGone"].some(isRetryable)).toBe(false);
  });
});
