import type { ReactNode } from "react";
import type { ApiData } from "./use-api-data";

interface LoadStateProps<T> {
  state: ApiData<T>;
  /** What an empty list says; omit for data that is never empty. */
  empty?: string;
  isEmpty?: (data: T) => boolean;
  children: (data: T) => ReactNode;
}

export function ErrorWithRetry({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div role="alert" className="flex flex-wrap items-center gap-3 rounded-lg bg-danger-light px-4 py-3 text-danger">
      <p className="text-sm">{message}</p>
      <button
        type="button"
        onClick={onRetry}
        className="rounded-md border border-danger/40 bg-white px-3 py-1 text-sm font-semibold hover:bg-danger-light"
      >
        Retry
      </button>
    </div>
  );
}

/** The loading, error (with Retry) and empty states every admin list shares. */
export function LoadState<T>({ state, empty, isEmpty, children }: LoadStateProps<T>) {
  if (state.error) return <ErrorWithRetry message={state.error.detail} onRetry={state.retry} />;
  if (state.data === undefined) {
    return (
      <p role="status" className="px-1 py-6 text-sm text-ink-muted">
        Loading…
      </p>
    );
  }
  if (empty && isEmpty?.(state.data)) return <p className="px-1 py-6 text-sm text-ink-muted">{empty}</p>;
  return <>{children(state.data)}</>;
}
