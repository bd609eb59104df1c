import { useCallback, useEffect, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { ZodError, type z } from "zod";
import { ApiError, apiFetch } from "~/lib/api-client";

export interface ApiData<T> {
  data: T | undefined;
  error: ApiError | undefined;
  loading: boolean;
  retry: () => void;
  /** Local edits after a successful action, so the screen updates without a reload. */
  setData: (update: (data: T) => T) => void;
}

function asApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof ZodError) return new ApiError(0, "The server's answer was not in the expected shape.");
  return new ApiError(0, "Something went wrong. Please try again.");
}

/** Loads one GET endpoint with loading, error and retry states; a newer request cancels an older one. */
export function useApiData<T>(path: string | undefined, schema: z.ZodType<T>): ApiData<T> {
  const [data, setDataState] = useState<T>();
  const [error, setError] = useState<ApiError>();
  const [loading, setLoading] = useState(path !== undefined);
  const [attempt, setAttempt] = useState(0);
  const navigate = useNavigate();
  const { pathname, search } = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the retry trigger.
  useEffect(() => {
    if (path === undefined) return;
    const controller = new AbortController();
    setLoading(true);
    setError(undefined);
    apiFetch(path, { schema, signal: controller.signal }).then(
      (result) => {
        setDataState(result);
        setLoading(false);
      },
      (caught: unknown) => {
        if (controller.signal.aborted) return;
        const failure = asApiError(caught);
        // The session ended while the page was open (idle timeout, sign-out elsewhere): sign in again.
        if (failure.status === 401) navigate(`/admin/login?next=${encodeURIComponent(pathname + search)}`);
        setError(failure);
        setLoading(false);
      },
    );
    return () => controller.abort();
  }, [path, schema, attempt, navigate, pathname, search]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const setData = useCallback(
    (update: (data: T) => T) => setDataState((old) => (old === undefined ? old : update(old))),
    [],
  );
  return { data, error, loading, retry, setData };
}
