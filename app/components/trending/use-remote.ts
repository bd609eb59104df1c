import { useCallback, useEffect, useState } from "react";
import { ApiError } from "~/lib/api-client";

export type Remote<T> =
  | { status: "loading"; data?: T }
  | { status: "ready"; data: T }
  | { status: "error"; error: string; data?: T };

/**
 * Loads `load()` whenever `key` changes, cancelling the previous request so a slow old range can never
 * overwrite a newer one. While reloading it keeps the last data so the page does not jump; `retry`
 * runs the same request again after a failure.
 */
export function useRemote<T>(key: string, load: (signal: AbortSignal) => Promise<T>) {
  const [state, setState] = useState<Remote<T>>({ status: "loading" });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` names what `load` fetches; `attempt` re-runs it.
  useEffect(() => {
    const controller = new AbortController();
    setState((previous) => ({ status: "loading", data: previous.data }));
    load(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ status: "ready", data });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const detail = error instanceof ApiError ? error.detail : "Something went wrong while loading.";
        setState((previous) => ({ status: "error", error: detail, data: previous.data }));
      },
    );
    return () => controller.abort();
  }, [key, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}
