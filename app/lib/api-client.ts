import type { z } from "zod";
import { type ApiErrorBody, type FieldError, isApiErrorBody } from "../../contract/errors";

/** A failed API call, carrying the server's detail and field errors for the UI to show. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly detail: string,
    readonly errors: FieldError[] = [],
    /** Set on a 409 for a second invite: the open invite to offer to resend instead. */
    readonly existingInviteId?: string,
    /** The API's machine-readable reason, e.g. "reauth_required". */
    readonly code?: string,
  ) {
    super(detail);
  }
}

const NETWORK_DETAIL = "We couldn't reach the server. Check your connection and try again.";

/**
 * JSON fetch for /api/v1: sends the same-origin header that state-changing staff calls require, parses
 * the one error shape, and (given a schema) validates the response so a contract drift fails loudly.
 */
export async function apiFetch<T = unknown>(
  path: string,
  options: {
    method?: string;
    body?: unknown;
    schema?: z.ZodType<T>;
    signal?: AbortSignal;
    /** E.g. the personal page's `Authorization: Bearer` token. */
    headers?: Record<string, string>;
    /** A CSV file sent as it is (an import), instead of a JSON body. */
    csv?: string;
  } = {},
): Promise<T> {
  const method = options.method ?? (options.body === undefined ? "GET" : "POST");
  // State-changing staff calls must be JSON (a CSRF defence), so they always carry a JSON body.
  const body = method === "GET" ? undefined : (options.csv ?? JSON.stringify(options.body ?? {}));
  const contentType = options.csv === undefined ? "application/json" : "text/csv";
  let response: Response;
  try {
    response = await fetch(`/api/v1${path}`, {
      method,
      headers: {
        accept: "application/json",
        "x-requested-with": "stashd",
        ...(body === undefined ? {} : { "content-type": contentType }),
        ...options.headers,
      },
      body,
      credentials: "same-origin",
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    throw new ApiError(0, NETWORK_DETAIL);
  }
  const payload: unknown = response.status === 204 ? undefined : await response.json().catch(() => undefined);
  if (!response.ok) {
    const body: ApiErrorBody = isApiErrorBody(payload)
      ? payload
      : { detail: `The server answered ${response.status}. Please try again.`, errors: [] };
    throw new ApiError(response.status, body.detail, body.errors, body.existingInviteId, body.code);
  }
  return options.schema ? options.schema.parse(payload) : (payload as T);
}
