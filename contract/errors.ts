import type { z } from "zod";

/** The one error body every API failure returns. */
export interface FieldError {
  field: string;
  message: string;
}

export interface ApiErrorBody {
  detail: string;
  errors: FieldError[];
  /** On a 409 for a second invite: the person's invite that is still open, so the caller can resend it. */
  existingInviteId?: string;
  /** A machine-readable reason where the client acts on it: "second_factor_required", "reauth_required", "forbidden" (the role may not). */
  code?: string;
}

/** Flattens a zod error into field errors, one per field path (first message wins). */
export function fieldErrorsFromZod(error: z.ZodError): FieldError[] {
  const seen = new Set<string>();
  const out: FieldError[] = [];
  for (const issue of error.issues) {
    if (issue.code === "unrecognized_keys") {
      for (const key of issue.keys) out.push({ field: key, message: "This field is not allowed." });
      continue;
    }
    const field = issue.path.length ? String(issue.path[0]) : "body";
    if (seen.has(field)) continue;
    seen.add(field);
    out.push({ field, message: issue.message });
  }
  return out;
}

export function isApiErrorBody(value: unknown): value is ApiErrorBody {
  return typeof value === "object" && value !== null && typeof (value as ApiErrorBody).detail === "string";
}
