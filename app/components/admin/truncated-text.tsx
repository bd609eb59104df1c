import type { ReactNode } from "react";

/**
 * Long text in a dense table: one line cut with "…" on wide screens, the whole text on hover (title) and on
 * keyboard focus (it widens in place); a phone's card shows it whole and wrapped (an address's <wbr> break
 * points count only there: Chromium honours them even on a line that may not wrap).
 */
export function TruncatedText({
  text,
  children,
  className = "",
  width = "md:max-w-56",
}: {
  text: string;
  children: ReactNode;
  className?: string;
  /** The widest it may be on a wide screen, as a Tailwind class. */
  width?: string;
}) {
  return (
    <span
      title={text}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the cut text must be reachable by keyboard to be read whole.
      tabIndex={0}
      data-truncated
      className={`block rounded-sm focus:outline-2 focus:outline-teal ${width} md:truncate md:focus:max-w-none md:focus:whitespace-normal md:[&_bdi]:inline md:[&_wbr]:hidden ${className}`}
    >
      {children}
    </span>
  );
}
