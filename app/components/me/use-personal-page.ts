import { useCallback, useEffect, useState } from "react";
import { ApiError, apiFetch } from "~/lib/api-client";
import { type Me, meSchema } from "../../../contract/me";
import { exchangeToken } from "./exchange-token";

export type PageState =
  | { status: "no-token" }
  | { status: "loading" }
  | { status: "dead"; detail: string }
  | { status: "error"; detail: string }
  | { status: "ready"; me: Me }
  | { status: "left" };

/** 401, 404 and 410 mean the link itself cannot work (forged, cut short, expired, or the entry erased). */
const DEAD = new Set([401, 404, 410]);

/**
 * The personal page's data. The link's token is traded once for a short-lived HttpOnly cookie scoped to
 * the personal API and taken out of the address bar and history, whether the trade worked or not
 * (docs/history.md, 111); a reload goes on with the cookie. Opening the page confirms the address by a POST made by the page itself (mail scanners that only
 * fetch the link confirm nothing), which answers with the entry.
 */
export function usePersonalPage(token: string | null) {
  const [state, setState] = useState<PageState>({ status: "loading" });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new `attempt` is what triggers the reload.
  useEffect(() => {
    const controller = new AbortController();
    setState({ status: "loading" });
    (async () => {
      if (token) await exchangeToken(token, controller.signal);
      return apiFetch("/me/confirm", { method: "POST", schema: meSchema, signal: controller.signal });
    })().then(
      (me) => setState({ status: "ready", me }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const apiError = error instanceof ApiError ? error : new ApiError(0, "Something went wrong. Please try again.");
        // Without a link and without the cookie, the page asks for a link rather than saying one is broken.
        if (!token && apiError.status === 401) return setState({ status: "no-token" });
        setState({ status: DEAD.has(apiError.status) ? "dead" : "error", detail: apiError.detail });
      },
    );
    return () => controller.abort();
  }, [token, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const show = (me: Me) => setState({ status: "ready", me });
  const left = () => setState({ status: "left" });
  // The cookie carries the credential now; no header is needed.
  return { state, headers: undefined, retry, show, left };
}
