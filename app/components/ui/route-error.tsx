import { useRevalidator } from "react-router";
import { ApiError } from "~/lib/api-client";
import { ErrorWithRetry } from "./error-with-retry";

/** A route's ErrorBoundary body: the server's detail (and which fields it refused) with Retry. */
export function RouteError({ error }: { error: unknown }) {
  const revalidator = useRevalidator();
  let message = "Something went wrong while loading. Please try again.";
  if (error instanceof ApiError) {
    message = [error.detail, ...error.errors.map((e) => e.message)].join(" ");
  }
  return <ErrorWithRetry message={message} onRetry={() => revalidator.revalidate()} />;
}

/** A route's HydrateFallback body: shown while its first data loads. */
export function RouteLoading({ what = "Loading…" }: { what?: string }) {
  return (
    <p role="status" className="px-1 py-6 text-sm text-ink-muted">
      {what}
    </p>
  );
}
