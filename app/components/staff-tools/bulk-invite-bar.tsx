import { useState } from "react";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import type { FieldError } from "../../../contract/errors";
import { type BulkInviteRequest, type InviteChoice, TYPED_CONFIRMATION_ABOVE } from "../../../contract/jobs";
import { chosenFlags, InviteChoiceFields, notesFor } from "./invite-choice-fields";
import type { InvitableCount } from "./use-invitable-count";
import { useSelectionRisks } from "./use-selection-risks";

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
  /** How many of the people the filter matches can still be invited. */
  invitable: InvitableCount;
  retryCount: () => void;
  /** The list's filter as it is in the URL (search, city, invited, confirmed). */
  filter: Record<string, string>;
  /** False while a bulk invite is still running. */
  enabled: boolean;
  start: (body: BulkInviteRequest) => Promise<{ ok: true } | { ok: false; detail: string; errors: FieldError[] }>;
}

/** A dialog's explicit choice and the 409 that asked for it: both stay as they are when staff try again. */
function useChoice() {
  const [choice, setChoice] = useState<InviteChoice>({});
  const [refused, setRefused] = useState<FieldError[]>([]);
  return {
    choice,
    setChoice,
    refused: (field: string) => refused.find((error) => error.field === field)?.message,
    /** Sends with the flags ticked beside the notes shown; a 409's field errors become notes to tick. */
    async send(
      notes: Parameters<typeof chosenFlags>[0],
      run: (flags: InviteChoice) => ReturnType<BulkInviteBarProps["start"]>,
    ) {
      const result = await run(chosenFlags(notes, choice));
      setRefused(result.ok ? [] : result.errors);
      return result;
    },
  };
}

/**
 * Invite the ticked rows, or everyone the filter matches who can still be invited (the number shown); above
 * 5,000 staff type that number to confirm.
 */
export function BulkInviteBar({
  selectedIds,
  pageIds,
  onSelectPage,
  invitable,
  retryCount,
  filter,
  enabled,
  start,
}: BulkInviteBarProps) {
  const count = selectedIds.length;
  // Without a Confirmed filter the server invites confirmed people only (contract/lists.ts, confirmedByDefault).
  const confirmedOnly = filter.confirmed === undefined;
  const wholePage = pageIds.length > 0 && pageIds.every((id) => selectedIds.includes(id));
  const skipNote = "Anyone already invited or signed up is skipped. E-mails go out in the background.";
  const matching = invitable.state === "ready" ? invitable.invitable : undefined;
  const selectedChoice = useChoice();
  const selectedNotes = notesFor(useSelectionRisks(selectedIds), selectedChoice.refused);
  const matchingChoice = useChoice();
  const matchingNotes = notesFor(invitable.state === "ready" ? invitable.risks : undefined, matchingChoice.refused);
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
        onConfirm={() => selectedChoice.send(selectedNotes, (flags) => start({ ids: selectedIds, ...flags }))}
      >
        <InviteChoiceFields
          id="bulk-selected"
          notes={selectedNotes}
          choice={selectedChoice.choice}
          onChange={selectedChoice.setChoice}
        />
      </ConfirmDialog>
      {invitable.state === "error" ? (
        <span role="alert" className="text-sm text-danger">
          Could not count who can be invited.{" "}
          <button type="button" onClick={retryCount} className="font-semibold underline">
            Try again
          </button>
        </span>
      ) : (
        <ConfirmDialog
          trigger={
            <button type="button" className={BUTTON} disabled={!enabled || !matching}>
              {matching === undefined
                ? "Counting who can be invited…"
                : `Invite all ${NUMBER.format(matching)}${confirmedOnly ? " confirmed" : ""} matching`}
            </button>
          }
          title={`Invite ${NUMBER.format(matching ?? 0)} ${matching === 1 ? "person" : "people"} matching this filter?`}
          description={`${confirmedOnly ? `${UNCONFIRMED_NOTE} ` : ""}People already invited or signed up are not counted. E-mails go out in the background.`}
          confirmLabel="Send invites"
          pendingLabel="Starting…"
          typeToConfirm={matching && matching > TYPED_CONFIRMATION_ABOVE ? NUMBER.format(matching) : undefined}
          onConfirm={() => matchingChoice.send(matchingNotes, (flags) => start({ filter, ...flags }))}
        >
          <InviteChoiceFields
            id="bulk-matching"
            notes={matchingNotes}
            choice={matchingChoice.choice}
            onChange={matchingChoice.setChoice}
          />
        </ConfirmDialog>
      )}
    </fieldset>
  );
}
