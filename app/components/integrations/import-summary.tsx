import type { ImportDryRun } from "../../../contract/integrations";

const NUMBER = new Intl.NumberFormat("en-IN");

/** What an import would do: counts, then each problem by line (the first IMPORT_MAX_ERRORS). */
export function ImportSummary({ summary }: { summary: ImportDryRun }) {
  return (
    <div className="space-y-2" role="status">
      <p className="text-sm">
        <strong>{NUMBER.format(summary.rows)}</strong> rows: <strong>{NUMBER.format(summary.valid)}</strong> to import,{" "}
        {NUMBER.format(summary.duplicates)} already on the waitlist or repeated, {NUMBER.format(summary.errors.length)}{" "}
        with a problem.
      </p>
      {summary.errors.length > 0 && (
        <div className="max-h-72 overflow-auto rounded-xl border border-ink-muted/20">
          <table className="w-full text-sm">
            <caption className="sr-only">Rows that cannot be imported</caption>
            <thead>
              <tr className="text-left text-ink-muted">
                <th scope="col" className="px-2 py-1 font-medium">
                  Line
                </th>
                <th scope="col" className="px-2 py-1 font-medium">
                  Field
                </th>
                <th scope="col" className="px-2 py-1 font-medium">
                  Problem
                </th>
              </tr>
            </thead>
            <tbody>
              {summary.errors.map((error) => (
                <tr key={`${error.line}-${error.field}`} className="border-t border-ink-muted/10">
                  <td className="px-2 py-1">{error.line}</td>
                  <td className="px-2 py-1">{error.field}</td>
                  <td className="px-2 py-1">{error.message}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
