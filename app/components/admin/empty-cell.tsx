import type { ReactNode } from "react";

/** The one placeholder for a value nobody gave, in every admin list: a dash that screen readers say in words. */
export function EmptyCell() {
  return (
    <span className="text-ink-muted">
      <span aria-hidden="true">—</span>
      <span className="sr-only">not given</span>
    </span>
  );
}

export function orEmpty(value: ReactNode) {
  return value === "" || value === null || value === undefined ? <EmptyCell /> : value;
}
