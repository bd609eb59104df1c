import { useNavigation, useSearchParams } from "react-router";
import type { z } from "zod";
import { ApiError } from "~/lib/api-client";
import { fieldErrorsFromZod } from "../../../contract/errors";

/**
 * A list screen's whole view lives in its URL: the API's own parameters (filters, sort, cursor) plus `at`,
 * the position of the page's first row, which only the "showing 51–100" line uses.
 */
export function parseListUrl<S extends z.ZodObject>(schema: S, url: URL): z.output<S> {
  const raw = Object.fromEntries(
    Object.keys(schema.shape).flatMap((key) => {
      const value = url.searchParams.get(key);
      return value === null || value === "" ? [] : [[key, value]];
    }),
  );
  const parsed = schema.safeParse(raw);
  if (parsed.success) return parsed.data;
  throw new ApiError(
    400,
    "This page's address has a setting the list does not know.",
    fieldErrorsFromZod(parsed.error),
  );
}

export function startOf(url: URL): number {
  const at = Number(url.searchParams.get("at"));
  return Number.isInteger(at) && at > 0 ? at : 1;
}

/** Changes the view; any change but paging starts again from the first page. */
export function useListView() {
  const [params, setParams] = useSearchParams();
  const navigation = useNavigation();
  const change = (changes: Record<string, string | undefined>, options: { replace?: boolean } = {}) => {
    // Build on the view being loaded, if any, so that two quick changes both count.
    const next = new URLSearchParams(navigation.location?.search ?? params);
    const paging = "cursor" in changes;
    if (!paging) {
      next.delete("cursor");
      next.delete("at");
    }
    for (const [key, value] of Object.entries(changes)) {
      if (value === undefined || value === "") next.delete(key);
      else next.set(key, value);
    }
    setParams(next, { preventScrollReset: true, replace: options.replace });
  };
  /** Replaces the whole view (the dashboard switching between its lists). */
  const replaceAll = (view: Record<string, string>) => setParams(view, { preventScrollReset: true });
  return { params, change, replaceAll, busy: navigation.state === "loading" };
}
