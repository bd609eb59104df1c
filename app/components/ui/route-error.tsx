import { useRevalidator } from "react-router";
import { ApiError } from "~/lib/api-client";
import { FORBIDDEN_CODE } from "../../../contract/staff";
import { ErrorWithRetry } from "./error-with-retry";

/**
 * A route's ErrorBoundary body: the server's detail (and which fields it refused) with Retry; a page the
 * account's role may not open says why, without a Retry that would only be refused again.
 */
export function RouteError({ error }: { error: unknown }) {
  const revalidator = useRevalidator();
  if (error instanceof ApiError && error.status === 403 && error.code === FORBIDDEN_CODE) {
    return (
      <p role="alert" className="rounded-lg bg-sand px-4 py-3 text-sm text-ink">
        {error.detail} Your role does not open this page; an owner can change it.
      </p>
    );
  }
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
