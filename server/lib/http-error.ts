import type { z } from "zod";
import { type ApiErrorBody, type FieldError, fieldErrorsFromZod } from "../../contract/errors.js";

/** An error with a status and a user-facing detail; the error handler turns it into the API's error body. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly detail: string,
    readonly errors: FieldError[] = [],
    readonly headers: Record<string, string> = {},
    /** Optional members of the error body beyond detail and errors. */
    readonly extra: Omit<ApiErrorBody, "detail" | "errors"> = {},
  ) {
    super(detail);
  }
}

/** The detail of every 400 for input that fails its contract schema. */
export const INVALID_INPUT_DETAIL = "Some fields need attention.";

/** Parses with a contract schema, or throws a 400 listing each bad field. */
export function parseOrThrow<S extends z.ZodType>(schema: S, data: unknown): z.infer<S> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  throw new HttpError(400, INVALID_INPUT_DETAIL, fieldErrorsFromZod(result.error));
}
