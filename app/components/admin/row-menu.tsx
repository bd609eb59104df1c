import type { ReactNode } from "react";

/**
 * A row's less common actions in one compact place: a "⋯" button that opens a small menu (a native
 * <details>, so it works by keyboard and closes with its button), never a row of coloured buttons.
 */
export function RowMenu({ label, children }: { label: string; children: ReactNode }) {
  return (
    <details className="group relative inline-block text-left">
      <summary
        aria-label={label}
        title={label}
        className="flex size-7 cursor-pointer list-none items-center justify-center rounded-md text-ink-muted hover:bg-sand hover:text-ink [&::-webkit-details-marker]:hidden"
      >
        <span aria-hidden="true">⋯</span>
      </summary>
      <div className="absolute right-0 z-20 mt-1 min-w-40 rounded-lg border border-ink/10 bg-white p-1 shadow-soft">
        {children}
      </div>
    </details>
  );
}

/** A menu item's look: quiet text, red only for what cannot be undone. */
export const MENU_ITEM = "block w-full rounded px-3 py-1.5 text-left text-sm hover:bg-sand";
