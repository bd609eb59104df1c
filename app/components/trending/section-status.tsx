/** The loading, error and empty states every funnel section shares. */
export function LoadingNote({ what }: { what: string }) {
  return (
    <p role="status" className="animate-pulse py-10 text-center text-sm text-ink-muted">
      Loading {what}…
    </p>
  );
}

export function LoadFailure({ what, detail, onRetry }: { what: string; detail: string; onRetry: () => void }) {
  return (
    <div role="alert" className="flex flex-wrap items-center gap-3 rounded-lg bg-danger-light px-4 py-3 text-sm">
      <p className="text-danger">
        Could not load {what}. {detail}
      </p>
      <button
        type="button"
        onClick={onRetry}
        className="ml-auto rounded-full border border-danger/40 bg-white px-4 py-1.5 font-semibold text-danger hover:bg-danger-light"
      >
        Retry
      </button>
    </div>
  );
}

export function EmptyNote({ children }: { children: React.ReactNode }) {
  return <p className="py-10 text-center text-sm text-ink-muted">{children}</p>;
}
