import { createRequire } from "node:module";
import { HttpError } from "../../lib/http-error.js";

// A CommonJS package whose exports Node's ESM loader cannot all see by name: load it as CommonJS.
const { blacklist } = createRequire(import.meta.url)("mailchecker") as typeof import("mailchecker");

export const THROWAWAY_MESSAGE =
  "Please use a permanent e-mail address: we can't accept throwaway (disposable) addresses.";

/**
 * True when the address's domain, or a domain it belongs to (mail.yopmail.com), is on mailchecker's
 * maintained list of throwaway-mail domains. Only the list is used: the format is the contract's business
 * (mailchecker's own isValid() also refuses addresses it finds malformed, such as a long local part).
 */
export function isThrowaway(email: string): boolean {
  const domains = blacklist();
  const parts = email
    .slice(email.lastIndexOf("@") + 1)
    .toLowerCase()
    .split(".");
  return parts.some((_, i) => domains.has(parts.slice(i).join(".")));
}

/**
 * Refuses throwaway addresses with a field error on `email`. Server only: the list is ~1 MB, so the
 * browser's copy of the contract does not carry it (docs/decisions/062).
 */
export function refuseThrowaway(email: string) {
  if (isThrowaway(email)) {
    throw new HttpError(400, "Some fields need attention.", [{ field: "email", message: THROWAWAY_MESSAGE }]);
  }
}
