import { describe, expect, it } from "vitest";
import { ApiError } from "~/lib/api-client";
import { failureCopy, formCopy } from "../../../contract/form-copy";
import { GRIEVANCE_COPIES } from "../../../contract/grievance-copy";
import { grievanceFailure } from "./grievance-failure";

const tooShort = new ApiError(400, "Check the highlighted fields.", [
  { field: "message", message: "Tell us a little more (at least 10 characters)." },
]);
const badEmail = new ApiError(400, "Check the highlighted fields.", [
  { field: "email", message: "Enter a valid e-mail address, like name@example.com." },
]);

describe("grievanceFailure", () => {
  it("says a field's error in the form's language, the e-mail's as the waitlist form says it", () => {
    expect(grievanceFailure("hi", tooShort)).toEqual({ detail: GRIEVANCE_COPIES.hi.messageError, field: "message" });
    expect(grievanceFailure("ta", badEmail)).toEqual({ detail: formCopy("ta").errors.email, field: "email" });
  });

  it("keeps the rule's exact message in English", () => {
    expect(grievanceFailure("en", tooShort).detail).toBe("Tell us a little more (at least 10 characters).");
  });

  it("says any other failure in the form's language, not the server's English detail", () => {
    const limited = new ApiError(429, "Too many grievances from your network. Please try again in 1 minute.");
    expect(grievanceFailure("ur", limited).detail).toBe(`${failureCopy("ur").tooMany} ${failureCopy("ur").kept}`);
    expect(grievanceFailure("hi", new ApiError(0, "We couldn't reach the server.")).detail).toContain(
      failureCopy("hi").network,
    );
    expect(grievanceFailure("bn", new Error("boom")).field).toBeUndefined();
  });
});
