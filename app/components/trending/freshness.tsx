import { useEffect, useState } from "react";

/** "just now", "40 s ago", "3 min ago": how long ago an ISO time was, as of `now`. */
export function agoText(iso: string, now: number): string {
  const seconds = Math.max(0, Math.round((now - Date.parse(iso)) / 1000));
  if (seconds < 5) return "just now";
  if (seconds < 120) return `${seconds} s ago`;
  return `${Math.round(seconds / 60)} min ago`;
}

/**
 * How fresh the funnel's counters are (the server's read model catches up before it answers, and every
 * minute): "Counts updated 40 s ago", ticking while the page stays open.
 */
export function Freshness({ updatedAt }: { updatedAt: string | undefined }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 5_000);
    return () => clearInterval(timer);
  }, []);
  if (!updatedAt) return null;
  return (
    <p className="text-sm text-ink-muted" data-testid="funnel-freshness">
      Counts updated <time dateTime={updatedAt}>{agoText(updatedAt, now)}</time>
    </p>
  );
}
