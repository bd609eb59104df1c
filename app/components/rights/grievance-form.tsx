import { type FormEvent, useRef, useState } from "react";
import { FormError } from "~/components/form/text-field";
import { apiFetch } from "~/lib/api-client";
import { fillIn } from "../../../contract/form-copy/panel-copy";
import { GRIEVANCE_COPIES } from "../../../contract/grievance-copy";
import { grievanceReceiptSchema } from "../../../contract/grievances";
import { type LanguageCode, languageOf } from "../../../contract/languages";
import { longDate } from "../../../contract/long-date";
import { GRIEVANCE_OUTER_DAYS, GRIEVANCE_PROMISE_DAYS } from "../../../contract/rights";
import { grievanceFailure } from "./grievance-failure";

const DAYS = { days: String(GRIEVANCE_PROMISE_DAYS), outer: String(GRIEVANCE_OUTER_DAYS) };

interface Props {
  /**
   * `page`: the personal page, whose entry raises it and hears back at its own address. `notice`: the privacy
   * notice, where anyone raises one and gives the address to answer; it posts as a plain form before React.
   */
  from: "page" | "notice";
  /** The notice's language, or on the personal page the one the person signed up in. */
  language?: LanguageCode;
}

/**
 * The grievance form, on the personal page and on the notice. Its fields are not controlled, so what was typed
 * before React started stays when it does (the notice is plain HTML until the visitor reaches for the form).
 */
export function GrievanceForm({ from, language = "en" }: Props) {
  const form = useRef<HTMLFormElement>(null);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<{ detail: string; field?: string }>();
  const [done, setDone] = useState<string>();
  const notice = from === "notice";
  const words = GRIEVANCE_COPIES[language];
  const body = fillIn(notice ? words.body : words.bodyPage, DAYS);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const message = String(data.get("message") ?? "");
    setPending(true);
    setFailure(undefined);
    try {
      const receipt = notice
        ? await apiFetch("/grievances", {
            body: { email: String(data.get("email") ?? ""), message },
            schema: grievanceReceiptSchema,
          })
        : await apiFetch("/me/grievances", { body: { message }, schema: grievanceReceiptSchema });
      setDone(fillIn(words.done, { reference: receipt.reference, date: longDate(receipt.dueAt, language) }));
      form.current?.reset();
    } catch (error) {
      setFailure(grievanceFailure(language, error));
    } finally {
      setPending(false);
    }
  }

  const invalid = (field: string) => failure !== undefined && (failure.field ?? "message") === field;
  return (
    <section
      aria-labelledby="grievance-title"
      lang={language}
      dir={languageOf(language).dir}
      className="rounded-card bg-white p-6 shadow-soft"
      data-hydrate=""
    >
      {/* The display face has Latin letters only: another language's title keeps its own face, set bold. */}
      <h2 id="grievance-title" className={language === "en" ? "font-display text-2xl" : "text-2xl font-bold"}>
        {words.title}
      </h2>
      <p className="mt-2 text-sm text-ink-muted">{body}</p>
      <form
        ref={form}
        onSubmit={submit}
        method={notice ? "post" : undefined}
        action={notice ? `/api/v1/grievances?lang=${language}` : undefined}
        className="mt-4 space-y-3"
      >
        {notice ? (
          <div className="space-y-1">
            <label htmlFor="grievance-email" className="block text-sm font-semibold">
              {words.email}
            </label>
            <input
              id="grievance-email"
              name="email"
              type="email"
              autoComplete="email"
              required
              aria-invalid={invalid("email")}
              aria-describedby={invalid("email") ? "grievance-error" : undefined}
              className="block w-full rounded-xl border border-ink-muted/60 px-3 py-2 text-base"
            />
          </div>
        ) : null}
        <label htmlFor="grievance-message" className="block text-sm font-semibold">
          {words.message}
        </label>
        <textarea
          id="grievance-message"
          name="message"
          rows={4}
          required={notice}
          aria-invalid={invalid("message")}
          aria-describedby={invalid("message") ? "grievance-error" : undefined}
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
          {pending ? words.sending : words.send}
        </button>
        <p role="status" className="min-h-5 text-sm font-semibold text-success">
          {done}
        </p>
      </form>
    </section>
  );
}
