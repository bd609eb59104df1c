import { type ReactNode, useCallback, useEffect, useRef, useState } from "react";
import { TABLE_BOX } from "./table-style";

interface Overflow {
  /** Wider than the box: some columns are out of view. */
  wide: boolean;
  /** Scrolled to the right-hand end. */
  atEnd: boolean;
}

/**
 * A funnel table's scroll box. When the table is wider than the screen (a phone), a line under the heading
 * says so and the right edge fades while columns remain beyond it, so nobody takes the cut-off column for
 * the last one; the box takes keyboard focus then, so arrow keys scroll it.
 */
export function ScrollBox({ label, children }: { label: string; children: ReactNode }) {
  const box = useRef<HTMLElement>(null);
  const [overflow, setOverflow] = useState<Overflow>({ wide: false, atEnd: true });
  const measure = useCallback(() => {
    const element = box.current;
    if (!element) return;
    const wide = element.scrollWidth > element.clientWidth + 1;
    const atEnd = element.scrollLeft + element.clientWidth >= element.scrollWidth - 1;
    setOverflow((old) => (old.wide === wide && old.atEnd === atEnd ? old : { wide, atEnd }));
  }, []);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, [measure]);

  return (
    <div>
      {overflow.wide && (
        <p className="mb-2 text-xs text-ink-muted">
          <span aria-hidden="true">↔ </span>Scroll sideways to see every column.
        </p>
      )}
      <div className="relative">
        <section
          ref={box}
          onScroll={measure}
          aria-label={label}
          tabIndex={overflow.wide ? 0 : undefined}
          className={`max-h-[32rem] ${TABLE_BOX}`}
        >
          {children}
        </section>
        {overflow.wide && !overflow.atEnd && (
          <div
            aria-hidden="true"
            data-testid="scroll-fade"
            className="pointer-events-none absolute inset-y-0 right-0 w-10 bg-gradient-to-l from-white sm:rounded-r-lg"
          />
        )}
      </div>
    </div>
  );
}
