import { useCallback, useEffect, useState } from "react";
import { ApiError, apiFetch } from "~/lib/api-client";
import { type City, citiesSchema } from "../../../contract/waitlist";

export type CitiesState =
  | { status: "loading" }
  | { status: "error"; message: string }
  | { status: "ready"; cities: City[] };

/** Loads the city list when the form opens (docs/product.md, Waitlist sign-up), with a retry after a failure. */
export function useCities() {
  const [state, setState] = useState<CitiesState>({ status: "loading" });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new `attempt` is what triggers the reload.
  useEffect(() => {
    const controller = new AbortController();
    setState({ status: "loading" });
    apiFetch("/cities", { schema: citiesSchema, signal: controller.signal })
      .then((cities) => setState({ status: "ready", cities }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        const detail = error instanceof ApiError ? error.detail : "The city list could not be read.";
        setState({ status: "error", message: `We couldn't load the cities. ${detail}` });
      });
    return () => controller.abort();
  }, [attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}
