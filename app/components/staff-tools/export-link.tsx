import { pickParams } from "~/lib/route-data";
import { inviteExportQuerySchema, waitlistExportQuerySchema } from "../../../contract/exports";

/** Each export's API path and the parameters it takes: the contract's keys, never a hand-kept list. */
const EXPORTS = {
  waitlist: { path: "/survey_responses/export.csv", keys: Object.keys(waitlistExportQuerySchema.shape) },
  invites: { path: "/invites/export.csv", keys: Object.keys(inviteExportQuerySchema.shape) },
};

/**
 * Downloads the CSV of the list as it is filtered now: the list's filter and sort parameters (paging and
 * the page's own parameters are left out, the export is the whole filtered set).
 */
export function ExportLink({
  list,
  params,
  label = "Export CSV",
}: {
  list: keyof typeof EXPORTS;
  params: URLSearchParams;
  label?: string;
}) {
  const { path, keys } = EXPORTS[list];
  return (
    <a
      href={`/api/v1${path}${pickParams(params, keys)}`}
      download
      className="inline-flex items-center rounded-full border border-ink/20 bg-white px-4 py-1.5 text-sm font-medium hover:bg-sand"
    >
      {label}
    </a>
  );
}
