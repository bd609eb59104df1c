/** A failure that can be tried again: what happened, and a Retry button. */
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
