import { isValid } from "mailchecker";
import { HttpError } from "../../lib/http-error.js";

export const THROWAWAY_MESSAGE =
  "Please use a permanent e-mail address: we can't accept throwaway (disposable) addresses.";

/**
 * Refuses addresses at throwaway-mail domains (and their subdomains), from mailchecker's maintained list.
 * Server only: the list is ~1 MB, so the browser's copy of the contract does not carry it
 * (docs/decisions/062).
 */
export function refuseThrowaway(email: string) {
  if (!isValid(email)) {
    throw new HttpError(400, "Some fields need attention.", [{ field: "email", message: THROWAWAY_MESSAGE }]);
  }
}
