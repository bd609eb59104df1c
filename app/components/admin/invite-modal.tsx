import { Dialog } from "radix-ui";
import type { InviteSendResponse } from "../../../contract/invites";
import { type InviteDraft, InviteForm } from "./invite-form";

export function inviteTitle(draft: Pick<InviteDraft, "source">) {
  return draft.source === "survey" ? "Extend Invite" : "Create Manual Invite";
}

interface InviteModalProps {
  /** The draft to edit; undefined keeps the modal closed. */
  draft: InviteDraft | undefined;
  onClose: () => void;
  onSent: (result: InviteSendResponse, draft: InviteDraft) => void;
  /** Puts focus back where the person was when the modal closes. */
  returnFocus: () => void;
}

export function InviteModal({ draft, onClose, onSent, returnFocus }: InviteModalProps) {
  return (
    <Dialog.Root open={draft !== undefined} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-ink/40" />
        <Dialog.Content
          // Start in the first field (not on the close cross): the person came here to type.
          onOpenAutoFocus={(event) => {
            const field = (event.currentTarget as HTMLElement).querySelector("input");
            if (field) {
              event.preventDefault();
              field.focus();
            }
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocus();
          }}
          className="fixed top-1/2 left-1/2 z-50 max-h-[90dvh] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-card bg-white p-6 shadow-soft"
        >
          <div className="mb-4 flex items-start justify-between gap-4">
            <div>
              <Dialog.Title className="font-display text-2xl">{draft && inviteTitle(draft)}</Dialog.Title>
              <Dialog.Description className="mt-1 text-sm text-ink-muted">
                We e-mail the onboarding link to this address.
              </Dialog.Description>
            </div>
            <Dialog.Close
              aria-label="Close"
              className="rounded-full p-1.5 text-xl leading-none text-ink-muted hover:bg-sand hover:text-ink"
            >
              <span aria-hidden="true">×</span>
            </Dialog.Close>
          </div>
          {draft && <InviteForm initial={draft} onSent={onSent} onCancel={onClose} />}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
