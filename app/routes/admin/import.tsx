import { type ChangeEvent, useState } from "react";
import { adminMeta } from "~/components/admin/admin-meta";
import { useAdminWrite } from "~/components/form/use-admin-write";
import { ImportMappingFields } from "~/components/integrations/import-mapping";
import { ImportSummary } from "~/components/integrations/import-summary";
import { useJobProgress } from "~/components/integrations/use-job-progress";
import type { ImportDryRun, ImportMapping } from "../../../contract/integrations";
import { type Job, jobEnded } from "../../../contract/jobs";

export function meta() {
  return adminMeta("Import");
}

const BUTTON = "rounded-full bg-teal px-4 py-2 text-sm font-semibold text-white hover:bg-teal-dark disabled:opacity-60";
const NUMBER = new Intl.NumberFormat("en-IN");

/**
 * Bring a list from another tool: choose its CSV, check how its columns map to ours (a dry run), import it
 * as a job, and when ready ask the imported people to confirm: until then they are sent nothing.
 */
export default function Import() {
  const check = useAdminWrite("Error: ");
  const start = useAdminWrite("Error: ");
  const ask = useAdminWrite("Error: ");
  const [csv, setCsv] = useState<string>();
  const [mapping, setMapping] = useState<ImportMapping>();
  const [summary, setSummary] = useState<ImportDryRun>();
  const [queued, setQueued] = useState<Job>();
  const [asked, setAsked] = useState<number>();
  const job = useJobProgress(queued);

  async function dryRun(text: string, chosen?: ImportMapping) {
    const result = await check.run("checkImport", { csv: text, ...(chosen ? { mapping: chosen } : {}) });
    if (result.ok) {
      setSummary(result.value);
      setMapping(result.value.mapping);
    }
  }
  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    setSummary(undefined);
    setQueued(undefined);
    if (!file) return;
    const text = await file.text();
    setCsv(text);
    await dryRun(text);
  }
  async function importNow() {
    if (!csv) return;
    const result = await start.run("startImport", { csv, ...(mapping ? { mapping } : {}) });
    if (result.ok) setQueued(result.value);
  }
  async function askToConfirm() {
    const result = await ask.run("askImportedToConfirm", {});
    if (result.ok) setAsked(result.value.asked);
  }

  return (
    <main className="space-y-6">
      <div className="space-y-2">
        <h1 className="font-display text-3xl">Import</h1>
        <p className="text-sm text-ink-muted">
          A CSV exported from Google Forms, Typeform or another waitlist, header row first. Each row is checked as a
          sign-up is; an address already on the waitlist is skipped, and the join time is kept when the file has one.
        </p>
      </div>
      <section className="space-y-4 rounded-card bg-white p-4 shadow-soft" aria-label="The file">
        <label className="block text-sm font-semibold">
          CSV file
          <input type="file" accept=".csv,text/csv" onChange={choose} className="mt-1 block text-sm" />
        </label>
        {check.pending && (
          <p role="status" className="text-sm">
            Checking the file…
          </p>
        )}
        {check.error && (
          <p role="alert" className="text-sm text-danger">
            {check.error}
          </p>
        )}
        {summary && mapping && csv && (
          <>
            <ImportMappingFields columns={summary.columns} mapping={mapping} onChange={setMapping} />
            <button
              type="button"
              className="text-sm font-semibold text-teal-dark underline"
              onClick={() => dryRun(csv, mapping)}
            >
              Check again with this mapping
            </button>
            <ImportSummary summary={summary} />
            <button
              type="button"
              className={BUTTON}
              disabled={start.pending || summary.valid === 0 || Boolean(job && !jobEnded(job))}
              onClick={importNow}
            >
              {start.pending ? "Starting…" : `Import ${NUMBER.format(summary.valid)} people`}
            </button>
            {start.error && (
              <p role="alert" className="text-sm text-danger">
                {start.error}
              </p>
            )}
          </>
        )}
        {job && (
          <p role="status" className="text-sm font-semibold">
            {jobEnded(job)
              ? `Import ${job.status}: ${NUMBER.format(job.sent)} added, ${NUMBER.format(job.skipped)} already there.`
              : `Importing… ${NUMBER.format(job.sent + job.skipped)} of ${NUMBER.format(job.total)}`}
          </p>
        )}
      </section>
      <section className="space-y-2 rounded-card bg-white p-4 shadow-soft" aria-labelledby="ask">
        <h2 id="ask" className="font-display text-xl">
          Ask them to confirm
        </h2>
        <p className="text-sm text-ink-muted">
          Imported people are sent nothing until you choose this: each then gets the e-mail a new sign-up gets, with the
          link that confirms their place. Those who do not confirm are removed after the usual time.
        </p>
        <button type="button" className={BUTTON} disabled={ask.pending} onClick={askToConfirm}>
          {ask.pending ? "Sending…" : "Ask them to confirm"}
        </button>
        {ask.error && (
          <p role="alert" className="text-sm text-danger">
            {ask.error}
          </p>
        )}
        <p role="status" className="min-h-5 text-sm font-semibold text-success">
          {asked === undefined
            ? ""
            : asked === 0
              ? "Everyone imported has been asked already."
              : `Asked ${NUMBER.format(asked)} people to confirm.`}
        </p>
      </section>
    </main>
  );
}
