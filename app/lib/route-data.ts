import { ZodError, type z } from "zod";
import { ApiError, apiFetch } from "./api-client";
import { awaitStaffSession } from "./staff-session";

/**
 * The one way screens load data: a route's clientLoader reads its URL and calls these, so a reload or a
 * shared link shows the same view, a newer navigation cancels an older request (request.signal), and
 * failures reach the route's ErrorBoundary (or, settled, the section that failed).
 */
export async function loadApi<T>(request: Request, path: string, schema: z.ZodType<T>): Promise<T> {
  await awaitStaffSession(request);
  try {
    return await apiFetch(path, { schema, signal: request.signal });
  } catch (error) {
    throw asApiError(error);
  }
}

export function asApiError(error: unknown): unknown {
  if (error instanceof ZodError) return new ApiError(0, "The server's answer was not in the expected shape.");
  return error;
}

/** One part of a page that may fail on its own while the rest shows (a stat, a chart). */
export type Settled<T> = { status: "ready"; data: T } | { status: "error"; error: string };

export async function settle<T>(load: Promise<T>): Promise<Settled<T>> {
  try {
    return { status: "ready", data: await load };
  } catch (error) {
    const failure = asApiError(error);
    if (failure instanceof DOMException && failure.name === "AbortError") throw failure;
    if (failure instanceof ApiError && failure.status === 401) throw failure;
    return { status: "error", error: failure instanceof ApiError ? failure.detail : "Something went wrong." };
  }
}

/** The query string for an API call: the given keys of the page's URL (or its parameters), nothing else. */
export function pickParams(from: URL | URLSearchParams, keys: readonly string[]): string {
  const params = from instanceof URL ? from.searchParams : from;
  const picked = new URLSearchParams();
  for (const key of keys) {
    const value = params.get(key);
    if (value !== null && value !== "") picked.set(key, value);
  }
  const text = picked.toString();
  return text ? `?${text}` : "";
}
