import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { MENU_ITEM } from "../admin/row-menu";

interface EraseEntryButtonProps {
  entry: { id: string; name: string; email: string };
  /** The erase write (held by the list, which outlives the row it removes). */
  erase: (entry: { id: string; name: string }) => Promise<{ ok: true } | { ok: false; detail: string }>;
}

/** A data-protection request (an item of the row's menu): the person is erased everywhere, so the dialog says what goes first. */
export function EraseEntryButton({ entry, erase }: EraseEntryButtonProps) {
  return (
    <ConfirmDialog
      trigger={
        <button type="button" aria-label={`Erase ${entry.name || entry.email}`} className={`${MENU_ITEM} text-danger`}>
          Erase…
        </button>
      }
      title="Erase this person?"
      description={
        <>
          {entry.name} ({entry.email}): their waitlist entry, invites, account and every e-mail sent to them are deleted
          for good. Use this for a data-protection request. It cannot be undone.
        </>
      }
      confirmLabel="Erase"
      pendingLabel="Erasing…"
      danger
      onConfirm={() => erase(entry)}
    />
  );
}
