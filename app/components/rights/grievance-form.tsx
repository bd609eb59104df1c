import { type FormEvent, useState } from "react";
import { FormError } from "~/components/form/text-field";
import { RIGHTS_COPY } from "~/content/rights";
import { ApiError, apiFetch } from "~/lib/api-client";
import { grievanceReceiptSchema } from "../../../contract/grievances";

const day = (iso: string) =>
  new Intl.DateTimeFormat("en-IN", { timeZone: "Asia/Kolkata", dateStyle: "long" }).format(new Date(iso));

/** The personal page's grievance form: the entry behind the page raises it and hears back by e-mail. */
export function GrievanceForm() {
  const [message, setMessage] = useState("");
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<{ detail: string; field?: string }>();
  const [done, setDone] = useState<string>();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setPending(true);
    setFailure(undefined);
    try {
      const receipt = await apiFetch("/me/grievances", { body: { message }, schema: grievanceReceiptSchema });
      setDone(RIGHTS_COPY.grievanceDone(receipt.reference, day(receipt.dueAt)));
      setMessage("");
    } catch (error) {
      const api = error instanceof ApiError ? error : undefined;
      setFailure({ detail: api?.errors[0]?.message ?? api?.detail ?? "Something went wrong. Please try again." });
    } finally {
      setPending(false);
    }
  }

  return (
    <section aria-labelledby="grievance-title" className="rounded-card bg-white p-6 shadow-soft">
      <h2 id="grievance-title" className="font-display text-2xl">
        {RIGHTS_COPY.grievanceTitle}
      </h2>
      <p className="mt-2 text-sm text-ink-muted">{RIGHTS_COPY.grievanceBody}</p>
      <form onSubmit={submit} className="mt-4 space-y-3">
        <label htmlFor="grievance-message" className="text-sm font-semibold">
          {RIGHTS_COPY.grievanceLabel}
        </label>
        <textarea
          id="grievance-message"
          rows={4}
          value={message}
          onChange={(e) => setMessage(e.target.value)}
          aria-invalid={Boolean(failure)}
          aria-describedby={failure ? "grievance-error" : undefined}
          className="block w-full rounded-xl border border-ink-muted/60 px-3 py-2 text-base"
        />
        <div id="grievance-error">
          <FormError message={failure?.detail} />
        </div>
        <button
          type="submit"
          disabled={pending}
          className="rounded-full bg-teal px-5 py-2.5 font-semibold text-white hover:bg-teal-dark disabled:opacity-70"
        >
          {pending ? RIGHTS_COPY.grievanceSending : RIGHTS_COPY.grievanceSend}
        </button>
        <p role="status" className="min-h-5 text-sm font-semibold text-success">
          {done}
        </p>
      </form>
    </section>
  );
}
