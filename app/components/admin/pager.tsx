import { formatCount } from "./format-count";

interface PagerProps {
  /** 1-based position of the page's first row. */
  at: number;
  shown: number;
  total: number;
  limit: number;
  nextCursor: string | null;
  prevCursor: string | null;
  onPage: (cursor: string, at: number) => void;
  /** While a page loads its cursors are stale: the buttons wait. */
  busy: boolean;
}

const BUTTON =
  "rounded-full border border-ink/20 bg-white px-4 py-1.5 text-sm font-medium hover:bg-sand disabled:opacity-40";

/** "Showing 51–100 of 10,00,000" and Previous / Next, which follow the server's cursors. */
export function Pager({ at, shown, total, limit, nextCursor, prevCursor, onPage, busy }: PagerProps) {
  const summary =
    shown === 0
      ? `Showing 0 of ${formatCount(total)}`
      : `Showing ${formatCount(at)}–${formatCount(at + shown - 1)} of ${formatCount(total)}`;
  return (
    <nav aria-label="Pages" className="flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-ink-muted" aria-live="polite">
        {summary}
      </p>
      <div className="flex gap-2">
        <button
          type="button"
          className={BUTTON}
          disabled={!prevCursor || busy}
          onClick={() => prevCursor && onPage(prevCursor, Math.max(1, at - limit))}
        >
          Previous
        </button>
        <button
          type="button"
          className={BUTTON}
          disabled={!nextCursor || busy}
          onClick={() => nextCursor && onPage(nextCursor, at + shown)}
        >
          Next
        </button>
      </div>
    </nav>
  );
}
