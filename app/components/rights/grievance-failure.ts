import { ApiError } from "~/lib/api-client";
import { errorsInLanguage } from "~/lib/errors-in-language";
import { failureKey, failureLine, failureOf, isRetryable } from "~/lib/failure-message";
import { failureCopy } from "../../../contract/form-copy";
import { grievanceFieldLines } from "../../../contract/grievance-copy";
import type { LanguageCode } from "../../../contract/languages";

/**
 * What the grievance form says when sending fails, in its own language: a field's error (English keeps the
 * rule's exact message), or the shared line for the status. Nothing typed is cleared on a failure, so a
 * failure worth retrying also says so.
 */
export function grievanceFailure(language: LanguageCode, error: unknown): { detail: string; field?: string } {
  const first = error instanceof ApiError ? error.errors[0] : undefined;
  if (first) {
    const said = errorsInLanguage(language, { [first.field]: first.message }, grievanceFieldLines(language));
    return { detail: said[first.field] ?? first.message, field: first.field };
  }
  const key = failureKey(failureOf(error).status, false);
  const line = failureLine(language, key);
  return { detail: isRetryable(key) ? `${line} ${failureCopy(language).kept}` : line };
}
