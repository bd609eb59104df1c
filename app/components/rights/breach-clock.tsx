import { formatIndiaTime } from "~/lib/india-time";

const HOUR_MS = 3_600_000;

/** The 72-hour clock of a breach report: time left, overdue, or when it was sent. */
export function BreachClock({ dueAt, reportedAt }: { dueAt: string; reportedAt: string | null }) {
  if (reportedAt) return <p className="text-sm text-success">Report sent {formatIndiaTime(reportedAt)}.</p>;
  const left = Date.parse(dueAt) - Date.now();
  const hours = Math.floor(Math.abs(left) / HOUR_MS);
  return (
    <p className={`text-sm font-semibold ${left < 12 * HOUR_MS ? "text-danger" : ""}`}>
      {left >= 0
        ? `Report to the Data Protection Board due in ${hours} h (by ${formatIndiaTime(dueAt)}).`
        : `Report to the Data Protection Board overdue by ${hours} h (was due ${formatIndiaTime(dueAt)}).`}
    </p>
  );
}
