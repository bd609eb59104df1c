import { useState } from "react";
import { FormError } from "~/components/form/text-field";
import { ENTRY_FIELD_LABELS } from "~/content/rights";
import { YOUR_DATA_COPIES } from "~/content/your-data";
import { ApiError, apiFetch } from "~/lib/api-client";
import { formatIndiaTime } from "~/lib/india-time";
import { type DataExport, dataExportSchema } from "../../../contract/data-export";
import { type LanguageCode, languageOf } from "../../../contract/languages";

/** Saves the export as a JSON file on the person's device. */
function save(data: DataExport) {
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: "application/json" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = `stashd-my-data-${data.exportedAt.slice(0, 10)}.json`;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** A stored value in words: times in India time, lists joined, nothing as a dash. */
function show(value: unknown) {
  if (Array.isArray(value)) return value.length ? value.join(", ") : "—";
  if (value === null || value === undefined || value === "") return "—";
  return typeof value === "string" && ISO_TIME.test(value) ? formatIndiaTime(value) : String(value);
}

/**
 * "Download my data": the file, and the same as readable sections on the page. Its heading, lead and button are
 * in the language the person signed up in, as the consent section above it.
 */
export function YourData({ language: code }: { language: LanguageCode }) {
  const copy = YOUR_DATA_COPIES[code];
  const language = languageOf(code);
  const [data, setData] = useState<DataExport>();
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string>();

  async function download() {
    setPending(true);
    setFailure(undefined);
    try {
      const exported = await apiFetch("/me/export", { schema: dataExportSchema });
      setData(exported);
      save(exported);
    } catch (error) {
      setFailure(error instanceof ApiError ? error.detail : "Something went wrong. Please try again.");
    } finally {
      setPending(false);
    }
  }

  return (
    <section
      aria-labelledby="data-title"
      lang={language.code}
      dir={language.dir}
      className="rounded-card bg-white p-6 shadow-soft"
    >
      {/* The display face has Latin letters only: another language's title keeps its own face, set bold. */}
      <h2 id="data-title" className={language.code === "en" ? "font-display text-2xl" : "text-2xl font-bold"}>
        {copy.dataTitle}
      </h2>
      <p className="mt-2 text-sm text-ink-muted">{copy.dataBody}</p>
      <FormError message={failure} />
      <button
        type="button"
        onClick={data ? () => save(data) : download}
        disabled={pending}
        className="mt-4 rounded-full border border-teal px-5 py-2.5 font-semibold text-teal-dark hover:bg-teal-light disabled:opacity-70"
      >
        {pending ? copy.downloading : data ? copy.saveAgain : copy.download}
      </button>
      {data && (
        <div className="mt-4 space-y-4 text-sm" aria-live="polite" lang="en" dir="ltr">
          <details open>
            <summary className="cursor-pointer font-semibold">Your entry, field by field</summary>
            <dl className="mt-2 grid grid-cols-[minmax(0,2fr)_minmax(0,3fr)] gap-x-3 gap-y-1">
              {Object.entries(data.entry).map(([key, value]) => (
                <div key={key} className="contents">
                  <dt className="break-words text-ink-muted">{ENTRY_FIELD_LABELS[key] ?? key}</dt>
                  <dd className="break-words">{show(value)}</dd>
                </div>
              ))}
            </dl>
          </details>
          <details>
            <summary className="cursor-pointer font-semibold">Messages we sent you ({data.messages.length})</summary>
            <ul className="mt-2 space-y-1">
              {data.messages.map((m) => (
                <li key={`${m.at}-${m.channel}-${m.kind}`}>
                  {formatIndiaTime(m.at)}: {m.kind} by {m.channel === "email" ? "e-mail" : "WhatsApp"}, {m.status}
                </li>
              ))}
            </ul>
          </details>
          <details>
            <summary className="cursor-pointer font-semibold">Invites ({data.invites.length})</summary>
            <ul className="mt-2 space-y-1">
              {data.invites.map((invite) => (
                <li key={invite.createdAt}>
                  {formatIndiaTime(invite.createdAt)}: {invite.status}
                  {invite.city ? ` for ${invite.city}` : ""}
                </li>
              ))}
            </ul>
          </details>
          <p>People you referred: {data.referredPeople}</p>
          <div>
            <p className="font-semibold">Who processes your data for us</p>
            <ul className="mt-1 list-disc pl-5">
              {data.processors.map((p) => (
                <li key={p.name}>
                  {p.name}: {p.purpose}
                </li>
              ))}
            </ul>
          </div>
        </div>
      )}
    </section>
  );
}
