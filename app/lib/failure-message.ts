import { failureCopy, formCopy } from "../../contract/form-copy";
import type { LanguageCode } from "../../contract/languages";
import { ApiError } from "./api-client";

/** The failures every form can meet, each with its line in every language (contract/form-copy/failure-*.ts). */
export type SharedFailure = "checkFields" | "network" | "tooMany" | "busy" | "unexpected";

/** Statuses a visitor can do nothing about but wait, or send again: their banner says the answers are kept. */
const RETRYABLE = new Set<string>(["network", "tooMany", "busy", "unexpected"]);

/**
 * Which line a failed save shows: the field errors' own prompt when the server named fields, else the line
 * a form keeps for the status (`own`, e.g. onboarding's 409), else the shared one. Status 0 is no answer at
 * all (api-client's network failure); anything not an ApiError is passed as -1.
 */
export function failureKey(status: number, hasFieldErrors: boolean): SharedFailure;
export function failureKey<Own extends string>(
  status: number,
  hasFieldErrors: boolean,
  own: Partial<Record<number, Own>>,
): SharedFailure | Own;
export function failureKey(status: number, hasFieldErrors: boolean, own?: Partial<Record<number, string>>): string {
  if (hasFieldErrors) return "checkFields";
  const known = own?.[status];
  if (known) return known;
  if (status === 0) return "network";
  if (status === 429) return "tooMany";
  if (status >= 500) return "busy";
  return "unexpected";
}

/** The status and field errors of whatever a save threw. */
export function failureOf(error: unknown): { status: number; hasFieldErrors: boolean } {
  return error instanceof ApiError
    ? { status: error.status, hasFieldErrors: error.errors.length > 0 }
    : { status: -1, hasFieldErrors: false };
}

export const isRetryable = (key: string) => RETRYABLE.has(key);

/** A shared failure's line in `language`; a form's own keys it words itself. */
export function failureLine(language: LanguageCode, key: SharedFailure): string {
  return key === "checkFields" ? formCopy(language).checkFields : failureCopy(language)[key];
}
