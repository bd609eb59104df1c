import { useAdminWrite } from "~/components/form/use-admin-write";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import type { WriteResult } from "~/lib/admin-writes";
import type { Invite } from "../../../contract/invites";
import { revokeDescription } from "./revoke-copy";
import { useCanWrite } from "./staff-role";

export interface ActionOutcome {
  ok: boolean;
  message: string;
}

interface InviteActionsProps {
  invite: Invite;
  onDone: (outcome: ActionOutcome) => void;
}

const BUTTON = "rounded-md border border-ink/20 px-2.5 py-1 text-xs font-semibold hover:bg-sand disabled:opacity-50";

/** Resend (open invites) and Revoke (anything not yet used, after a confirmation), each with its own pending state. */
export function InviteActions({ invite, onDone }: InviteActionsProps) {
  const resend = useAdminWrite();
  const revoke = useAdminWrite();
  const canResend = invite.status === "pending" || invite.status === "sent";
  const canRevoke = invite.status !== "accepted" && invite.status !== "revoked";
  const busy = resend.pending || revoke.pending;
  if (!useCanWrite()) return null;

  /** A resend can succeed yet fail to mail: staff see that failure as an error too. */
  const report = <T,>(result: WriteResult<T>, success: string, mailError?: (value: T) => string | null) => {
    const failed = result.ok ? mailError?.(result.value) : result.detail;
    onDone(failed ? { ok: false, message: `Error: ${failed}` } : { ok: true, message: success });
    return result;
  };

  return (
    <div className="flex justify-end gap-2">
      <button
        type="button"
        className={BUTTON}
        disabled={!canResend || busy}
        onClick={async () =>
          report(
            await resend.run("resendInvite", { inviteId: invite.inviteId }),
            `Invite re-sent to ${invite.email}.`,
            (sent) => sent.mailError,
          )
        }
      >
        {resend.pending ? "Sending…" : "Resend"}
      </button>
      <ConfirmDialog
        trigger={
          <button type="button" className={BUTTON} disabled={!canRevoke || busy}>
            {revoke.pending ? "Revoking…" : "Revoke"}
          </button>
        }
        title="Revoke this invite?"
        description={revokeDescription(invite.email)}
        confirmLabel="Revoke"
        pendingLabel="Revoking…"
        danger
        onConfirm={async () =>
          report(await revoke.run("revokeInvite", { inviteId: invite.inviteId }), "Invite revoked.")
        }
      />
    </div>
  );
}
