import { Link } from "react-router";
import { formatCount } from "../admin/format-count";

interface FigureLinkProps {
  to: string;
  value: number;
  /** Names the figure for tests that compare the page with the API (e.g. "joins.thisWeek"). */
  figure: string;
  /** What the number counts, for screen readers: "12 joined the waitlist". */
  label: string;
  className?: string;
}

/** A number that opens the list behind it: every figure on the home is a way in, not a dead end. */
export function FigureLink({ to, value, figure, label, className = "" }: FigureLinkProps) {
  return (
    <Link
      to={to}
      data-figure={figure}
      aria-label={`${formatCount(value)} ${label}`}
      className={`tabular-nums underline decoration-ink/20 underline-offset-4 hover:text-teal-dark hover:decoration-teal ${className}`}
    >
      {formatCount(value)}
    </Link>
  );
}
