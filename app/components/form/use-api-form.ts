import { useState } from "react";
import { ApiError } from "~/lib/api-client";
import { failureOf } from "~/lib/failure-message";
import type { FieldError } from "../../../contract/errors";

/**
 * Submit state for a form that posts to the API: pending, the server's detail and its field errors, and the
 * failure's status for a form that words its own message in the visitor's language (failure-message.ts).
 * The form's own values are left alone, so a failure never loses what was typed.
 */
export function useApiForm(errorPrefix = "") {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string>();
  const [fieldErrors, setFieldErrors] = useState<FieldError[]>([]);
  const [failure, setFailure] = useState<ReturnType<typeof failureOf>>();

  async function submit(action: () => Promise<void>) {
    setPending(true);
    setError(undefined);
    setFieldErrors([]);
    setFailure(undefined);
    try {
      await action();
    } catch (caught) {
      const detail = caught instanceof ApiError ? caught.detail : "Something went wrong. Please try again.";
      setError(`${errorPrefix}${detail}`);
      setFieldErrors(caught instanceof ApiError ? caught.errors : []);
      setFailure(failureOf(caught));
    } finally {
      setPending(false);
    }
  }

  const messageFor = (field: string) => fieldErrors.find((e) => e.field === field)?.message;
  return { pending, error, failure, messageFor, submit };
}
