import { useCallback, useEffect, useState } from "react";
import { FormError } from "~/components/form/text-field";
import { CONSENT_COPIES, type ConsentCopy } from "~/content/consent";
import { ApiError, apiFetch } from "~/lib/api-client";
import { formatIndiaTime } from "~/lib/india-time";
import { noticePath, noticeVersionPath } from "~/lib/notice-path";
import { type ConsentRecord, consentRecordsSchema } from "../../../contract/consent";
import { languageOf } from "../../../contract/languages";
import { type Me, meSchema } from "../../../contract/me";

interface Props {
  me: Me;
  headers: Record<string, string> | undefined;
  onSaved: (me: Me) => void;
}

const problem = (error: unknown, copy: ConsentCopy) => (error instanceof ApiError ? error.detail : copy.loadFailed);

/**
 * The person's consent records, newest first, the notice in their language, and the one-tap withdrawal of
 * WhatsApp (the waitlist's is "Leave the waitlist", with its confirm step, below). In the language the person
 * signed up in, as the notice it links.
 */
export function ConsentSection({ me, headers, onSaved }: Props) {
  const copy = CONSENT_COPIES[me.language];
  const [records, setRecords] = useState<ConsentRecord[]>();
  const [failure, setFailure] = useState<string>();
  const [pending, setPending] = useState(false);
  const load = useCallback(
    () =>
      apiFetch("/me/consents", { schema: consentRecordsSchema, headers }).then(
        (answer) => setRecords(answer.records),
        (error) => setFailure(problem(error, copy)),
      ),
    [headers, copy],
  );
  useEffect(() => {
    void load();
  }, [load]);

  async function withdrawWhatsapp() {
    setPending(true);
    setFailure(undefined);
    try {
      const answer = await apiFetch("/me/consents/whatsapp/withdraw", {
        body: {},
        schema: consentRecordsSchema,
        headers,
      });
      setRecords(answer.records);
      onSaved(await apiFetch("/me", { schema: meSchema, headers }));
    } catch (error) {
      setFailure(problem(error, copy));
    } finally {
      setPending(false);
    }
  }

  const language = languageOf(me.language);
  return (
    <section
      aria-labelledby="consent-title"
      lang={language.code}
      dir={language.dir}
      className="rounded-card bg-white p-6 shadow-soft"
    >
      {/* The display face has Latin letters only: another language's title keeps its own face, set bold. */}
      <h2 id="consent-title" className={language.code === "en" ? "font-display text-2xl" : "text-2xl font-bold"}>
        {copy.title}
      </h2>
      <p className="mt-2 text-sm text-ink-muted">{copy.body}</p>
      <p className="mt-2 text-sm">
        <a href={noticePath(language.code)} lang={language.code} className="font-semibold underline">
          {copy.notice} ({language.name})
        </a>
      </p>
      <FormError message={failure} />
      {records ? (
        <ul className="mt-4 space-y-2 text-sm">
          {records.map((record) => (
            <li key={`${record.at}-${record.purpose}-${record.action}`}>
              <span className="font-semibold">{copy.purpose[record.purpose]}</span>: {copy.action[record.action]},{" "}
              <span dir="ltr">{formatIndiaTime(record.at)}</span> ·{" "}
              <a href={noticeVersionPath(record.noticeVersion)} className="underline">
                {record.noticeVersion}
              </a>{" "}
              · <span lang={record.language}>{languageOf(record.language).name}</span>
            </li>
          ))}
        </ul>
      ) : null}
      {me.whatsappOptIn ? (
        <button
          type="button"
          onClick={withdrawWhatsapp}
          disabled={pending}
          className="mt-4 rounded-full border border-ink-muted/60 px-5 py-2.5 font-semibold disabled:opacity-70"
        >
          {pending ? copy.withdrawing : copy.withdrawWhatsapp}
        </button>
      ) : null}
    </section>
  );
}
