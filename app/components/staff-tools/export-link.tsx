import type { MouseEvent } from "react";
import { useReauth } from "~/components/second-factor/reauth";
import { apiFetch } from "~/lib/api-client";
import { pickParams } from "~/lib/route-data";
import { sessionStateSchema } from "../../../contract/auth";
import { inviteExportQuerySchema, waitlistExportQuerySchema } from "../../../contract/exports";

/** Each export's API path and the parameters it takes: the contract's keys, never a hand-kept list. */
const EXPORTS = {
  waitlist: { path: "/survey_responses/export.csv", keys: Object.keys(waitlistExportQuerySchema.shape) },
  invites: { path: "/invites/export.csv", keys: Object.keys(inviteExportQuerySchema.shape) },
};

/** A minute of margin: a code checked now must still count when the download starts. */
const MARGIN_MS = 60_000;

/**
 * Downloads the CSV of the list as it is filtered now: the list's filter and sort parameters (paging and
 * the page's own parameters are left out, the export is the whole filtered set). An export needs a second
 * factor from the last 10 minutes: without one, the link asks for a code first, then downloads.
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
  const reauth = useReauth();
  const { path, keys } = EXPORTS[list];

  async function onClick(event: MouseEvent<HTMLAnchorElement>) {
    const link = event.currentTarget;
    if (link.dataset.confirmed === "true") {
      delete link.dataset.confirmed;
      return;
    }
    event.preventDefault();
    const { freshUntil } = await apiFetch("/auth/session", { schema: sessionStateSchema });
    const fresh = freshUntil !== null && Date.parse(freshUntil) - Date.now() > MARGIN_MS;
    if (!fresh && !(await reauth())) return;
    link.dataset.confirmed = "true";
    link.click();
  }

  return (
    <a
      href={`/api/v1${path}${pickParams(params, keys)}`}
      download
      onClick={(event) => void onClick(event)}
      className="inline-flex items-center rounded-full border border-ink/20 bg-white px-4 py-1.5 text-sm font-medium hover:bg-sand"
    >
      {label}
    </a>
  );
}
