import { ApiError } from "~/lib/api-client";

/** What to tell the person when a passkey ceremony fails: the server's detail, or the browser's refusal. */
export function passkeyErrorMessage(error: unknown) {
  if (error instanceof ApiError) return error.detail;
  if (error instanceof Error && error.name === "NotAllowedError") {
    return "The passkey request was cancelled or timed out. Please try again.";
  }
  return "Your browser could not use a passkey here. Please try again.";
}
