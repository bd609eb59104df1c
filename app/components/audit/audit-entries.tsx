import { formatIndiaTime } from "~/lib/india-time";
import { AUDIT_ACTION_LABELS, type AuditEntry } from "../../../contract/audit";

function detailText(details: AuditEntry["details"]) {
  return Object.entries(details)
    .map(([key, value]) => `${key}: ${typeof value === "object" ? JSON.stringify(value) : String(value)}`)
    .join(" · ");
}

/** One entry per row on a wide screen, a stacked card on a phone: nothing scrolls sideways. */
export function AuditEntries({ items }: { items: AuditEntry[] }) {
  if (!items.length) return <p className="px-1 py-6 text-sm text-ink-muted">No audit entries match these filters.</p>;
  return (
    <ol aria-label="Audit entries" className="divide-y divide-ink/10 rounded-card bg-white shadow-soft">
      {items.map((entry) => (
        <li
          key={entry.id}
          data-entry-id={entry.id}
          className="grid gap-1 px-4 py-3 text-sm md:grid-cols-[11rem_11rem_minmax(0,1fr)_8rem] md:gap-4"
        >
          <span className="whitespace-nowrap text-ink-muted">{formatIndiaTime(entry.at)}</span>
          <span className="font-semibold">{AUDIT_ACTION_LABELS[entry.action]}</span>
          <span className="min-w-0 break-words">
            {entry.actor}
            {(entry.target || Object.keys(entry.details).length > 0) && (
              <span className="block text-xs text-ink-muted">
                {entry.target && <>on {entry.target} </>}
                {detailText(entry.details)}
              </span>
            )}
          </span>
          <span className="text-ink-muted md:text-right">{entry.ip ?? "—"}</span>
        </li>
      ))}
    </ol>
  );
}
