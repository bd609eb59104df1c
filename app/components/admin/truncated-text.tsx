import type { ReactNode } from "react";

/**
 * Long text in a dense table: one line cut with "…" on wide screens, the whole text on hover (title) and on
 * keyboard focus (it widens in place); a phone's card shows it whole and wrapped.
 */
export function TruncatedText({
  text,
  children,
  className = "",
}: {
  text: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <span
      title={text}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the cut text must be reachable by keyboard to be read whole.
      tabIndex={0}
      data-truncated
      className={`block rounded-sm focus:outline-2 focus:outline-teal md:max-w-64 md:truncate md:focus:max-w-none md:focus:whitespace-normal ${className}`}
    >
      {children}
    </span>
  );
}
