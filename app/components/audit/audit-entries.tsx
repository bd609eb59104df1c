import { Link } from "react-router";
import { formatIndiaTime } from "~/lib/india-time";
import { AUDIT_ACTION_LABELS, type AuditEntry } from "../../../contract/audit";
import { auditSentence } from "./audit-sentence";

/** The stored record as it is, for when the sentence is not enough (a dispute, a support question). */
function RawDetail({ entry }: { entry: AuditEntry }) {
  const raw = { target: entry.target, ...entry.details };
  return (
    <details className="mt-1 text-xs text-ink-muted">
      <summary className="cursor-pointer select-none">Raw detail</summary>
      <pre className="mt-1 overflow-x-auto whitespace-pre-wrap break-all rounded bg-sand/60 p-2">
        {JSON.stringify(raw, null, 2)}
      </pre>
    </details>
  );
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
          <AuditBody entry={entry} />
          <span className="text-ink-muted md:text-right">{entry.ip ?? "—"}</span>
        </li>
      ))}
    </ol>
  );
}

function AuditBody({ entry }: { entry: AuditEntry }) {
  const sentence = auditSentence(entry);
  return (
    <span className="min-w-0 break-words">
      {/* "Signed in" under "Signed in" says nothing new: the sentence shows only when it adds to the label. */}
      {sentence.text !== AUDIT_ACTION_LABELS[entry.action] && <span className="block">{sentence.text}</span>}
      <span className="block text-xs text-ink-muted">
        by {entry.actor}
        {sentence.link && (
          <>
            {" · "}
            <Link to={sentence.link.to} className="font-medium text-teal-dark underline">
              {sentence.link.label}
            </Link>
          </>
        )}
      </span>
      {(entry.target || Object.keys(entry.details).length > 0) && <RawDetail entry={entry} />}
    </span>
  );
}
