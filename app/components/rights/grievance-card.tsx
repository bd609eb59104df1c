import { type FormEvent, useState } from "react";
import { Link } from "react-router";
import { useAdminWrite } from "~/components/form/use-admin-write";
import { formatIndiaTime } from "~/lib/india-time";
import type { Grievance } from "../../../contract/grievances";

const STATUS_STYLE: Record<Grievance["status"], string> = {
  open: "bg-saffron-light text-ink",
  answered: "bg-teal-light text-teal-dark",
  closed: "bg-sand text-ink-muted",
};

/** One grievance: what the person wrote, its dates, the answer kept with it, and the answer form. */
export function GrievanceCard({ grievance, canWrite }: { grievance: Grievance; canWrite: boolean }) {
  const answer = useAdminWrite("Error: ");
  const close = useAdminWrite("Error: ");
  const [text, setText] = useState("");
  const [sent, setSent] = useState<string>();
  const g = grievance;
  const fieldId = `answer-${g.reference}`;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSent(undefined);
    const result = await answer.run("answerGrievance", { reference: g.reference, message: text });
    if (result.ok) {
      setText("");
      setSent("Answer sent to the person and kept with the case.");
    }
  }

  return (
    <article aria-labelledby={`g-${g.reference}`} className="space-y-3 rounded-card bg-white p-4 shadow-soft">
      <header className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <h2 id={`g-${g.reference}`} className="font-mono text-base font-semibold">
          {g.reference}
        </h2>
        <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold capitalize ${STATUS_STYLE[g.status]}`}>
          {g.status}
        </span>
        {g.overdue && (
          <span className="rounded-full bg-danger-light px-2.5 py-0.5 text-xs font-semibold text-danger">Overdue</span>
        )}
      </header>
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="text-ink-muted">Received</dt>
        <dd>{formatIndiaTime(g.receivedAt)}</dd>
        <dt className="text-ink-muted">Answer due</dt>
        <dd className={g.overdue ? "font-semibold text-danger" : ""}>
          {formatIndiaTime(g.dueAt)} <span className="text-ink-muted">(law: {formatIndiaTime(g.outerDueAt)})</span>
        </dd>
        <dt className="text-ink-muted">From</dt>
        <dd className="break-all">
          {g.email ?? "Erased since"}
          {g.entryId && (
            <>
              {" · "}
              <Link
                className="text-teal-dark underline"
                to={`/admin/invite-form?survey=${encodeURIComponent(g.entryId)}`}
              >
                Waitlist entry
              </Link>
            </>
          )}
        </dd>
      </dl>
      <blockquote className="whitespace-pre-wrap break-words rounded-lg bg-sand px-3 py-2 text-sm">
        {g.message}
      </blockquote>
      {g.answer && (
        <div className="text-sm">
          <p className="font-semibold">
            Answered {g.answeredAt && formatIndiaTime(g.answeredAt)} by {g.answeredBy}
          </p>
          <p className="whitespace-pre-wrap break-words">{g.answer}</p>
        </div>
      )}
      {canWrite && g.status !== "closed" && (
        <form onSubmit={submit} className="space-y-2">
          <label htmlFor={fieldId} className="text-sm font-semibold">
            {g.answer ? "Write a further answer" : "Write the answer"}
          </label>
          <textarea
            id={fieldId}
            value={text}
            onChange={(e) => setText(e.target.value)}
            rows={3}
            aria-invalid={Boolean(answer.messageFor("message"))}
            className="block w-full rounded-xl border border-ink-muted/60 px-3 py-2 text-base"
          />
          {(answer.messageFor("message") ?? answer.error) && (
            <p role="alert" className="text-sm text-danger">
              {answer.messageFor("message") ?? answer.error}
            </p>
          )}
          <div className="flex flex-wrap gap-2">
            <button
              type="submit"
              disabled={answer.pending}
              className="rounded-full bg-teal px-4 py-2 text-sm font-semibold text-white hover:bg-teal-dark disabled:opacity-60"
            >
              {answer.pending ? "Sending…" : "Send the answer"}
            </button>
            <button
              type="button"
              disabled={close.pending}
              onClick={() => close.run("closeGrievance", { reference: g.reference })}
              className="rounded-full border border-ink/20 px-4 py-2 text-sm font-semibold hover:bg-sand disabled:opacity-60"
            >
              {close.pending ? "Closing…" : "Close the case"}
            </button>
          </div>
          <p role="status" className="min-h-5 text-sm font-semibold text-success">
            {sent}
          </p>
          {close.error && (
            <p role="alert" className="text-sm text-danger">
              {close.error}
            </p>
          )}
        </form>
      )}
    </article>
  );
}
