import { useCallback, useEffect, useState } from "react";
import { ApiError, apiFetch } from "~/lib/api-client";
import { type Me, meSchema } from "../../../contract/me";

export type PageState =
  | { status: "no-token" }
  | { status: "loading" }
  | { status: "dead"; detail: string }
  | { status: "error"; detail: string }
  | { status: "ready"; me: Me }
  | { status: "left" };

/** 401 and 404 mean the link itself cannot work (forged, cut short, or the entry erased). */
const DEAD = new Set([401, 404]);

/**
 * The personal page's data. Opening the page confirms the address by a POST made by the page itself
 * (mail scanners that only fetch the link confirm nothing), which answers with the entry.
 */
export function usePersonalPage(token: string | null) {
  const [state, setState] = useState<PageState>(token ? { status: "loading" } : { status: "no-token" });
  const [attempt, setAttempt] = useState(0);
  const headers = token ? { authorization: `Bearer ${token}` } : undefined;

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new `attempt` is what triggers the reload.
  useEffect(() => {
    if (!token) return;
    const controller = new AbortController();
    setState({ status: "loading" });
    apiFetch("/me/confirm", {
      method: "POST",
      schema: meSchema,
      signal: controller.signal,
      headers: { authorization: `Bearer ${token}` },
    }).then(
      (me) => setState({ status: "ready", me }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const apiError = error instanceof ApiError ? error : new ApiError(0, "Something went wrong. Please try again.");
        setState({ status: DEAD.has(apiError.status) ? "dead" : "error", detail: apiError.detail });
      },
    );
    return () => controller.abort();
  }, [token, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const show = (me: Me) => setState({ status: "ready", me });
  const left = () => setState({ status: "left" });
  return { state, headers, retry, show, left };
}
