import type { BulkInviteRequest } from "../../../contract/jobs";
import { ConfirmDialog } from "./confirm-dialog";

const NUMBER = new Intl.NumberFormat("en-IN");
const UNCONFIRMED_NOTE =
  "Unconfirmed entries are left out: anyone can sign up anyone. To include them, choose \u201cNot confirmed\u201d in the Confirmed filter.";
const BUTTON =
  "rounded-full border border-teal px-4 py-1.5 text-sm font-semibold text-teal-dark hover:bg-teal-light disabled:opacity-40";

interface BulkInviteBarProps {
  selectedIds: string[];
  /** The rows of the page shown, for "select this page". */
  pageIds: string[];
  onSelectPage: (on: boolean) => void;
  /** How many entries the current filter matches (the list's total). */
  matching: number;
  /** The list's filter as it is in the URL (search, city, invited, confirmed). */
  filter: Record<string, string>;
  /** False while a bulk invite is still running. */
  enabled: boolean;
  start: (body: BulkInviteRequest) => Promise<void>;
}

/** Invite the ticked rows, or everyone the filter matches; people already invited or signed up are skipped. */
export function BulkInviteBar({
  selectedIds,
  pageIds,
  onSelectPage,
  matching,
  filter,
  enabled,
  start,
}: BulkInviteBarProps) {
  const count = selectedIds.length;
  // Without a Confirmed filter the server invites confirmed people only (contract/lists.ts, confirmedByDefault).
  const confirmedOnly = filter.confirmed === undefined;
  const wholePage = pageIds.length > 0 && pageIds.every((id) => selectedIds.includes(id));
  const skipNote = "Anyone already invited or signed up is skipped. E-mails go out in the background.";
  return (
    <fieldset className="flex flex-wrap items-center gap-2">
      <legend className="sr-only">Bulk invite</legend>
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          className="size-4 accent-teal"
          checked={wholePage}
          disabled={pageIds.length === 0}
          onChange={(event) => onSelectPage(event.currentTarget.checked)}
        />
        Select this page
      </label>
      <span className="text-sm text-ink-muted" aria-live="polite">
        {NUMBER.format(count)} selected
      </span>
      <ConfirmDialog
        trigger={
          <button type="button" className={BUTTON} disabled={!enabled || count === 0}>
            Invite selected ({NUMBER.format(count)})
          </button>
        }
        title={`Invite ${NUMBER.format(count)} selected?`}
        description={skipNote}
        confirmLabel="Send invites"
        pendingLabel="Starting…"
        onConfirm={() => start({ ids: selectedIds })}
      />
      <ConfirmDialog
        trigger={
          <button type="button" className={BUTTON} disabled={!enabled || matching === 0}>
            {confirmedOnly ? "Invite all confirmed matching" : `Invite all ${NUMBER.format(matching)} matching`}
          </button>
        }
        title={
          confirmedOnly
            ? "Invite everyone confirmed who matches this filter?"
            : `Invite all ${NUMBER.format(matching)} matching this filter?`
        }
        description={confirmedOnly ? `${UNCONFIRMED_NOTE} ${skipNote}` : skipNote}
        confirmLabel="Send invites"
        pendingLabel="Starting…"
        onConfirm={() => start({ filter })}
      />
    </fieldset>
  );
}
