import { useState } from "react";
import { ApiError, apiFetch } from "~/lib/api-client";
import type { Invite } from "../../../contract/invites";

export interface ActionOutcome {
  ok: boolean;
  message: string;
}

interface InviteActionsProps {
  invite: Invite;
  onDone: (outcome: ActionOutcome) => void;
}

const BUTTON = "rounded-md border border-ink/20 px-2.5 py-1 text-xs font-semibold hover:bg-sand disabled:opacity-50";

/** Resend (open invites) and Revoke (anything not yet used), each with its own pending state. */
export function InviteActions({ invite, onDone }: InviteActionsProps) {
  const [pending, setPending] = useState<"resend" | "revoke">();
  const canResend = invite.status === "pending" || invite.status === "sent";
  const canRevoke = invite.status !== "accepted" && invite.status !== "revoked";

  async function run(action: "resend" | "revoke") {
    if (action === "revoke" && !window.confirm(`Revoke the invite for ${invite.email}? The link will stop working.`)) {
      return;
    }
    setPending(action);
    try {
      const result = await apiFetch<{ mailError?: string | null }>(
        `/invites/${encodeURIComponent(invite.inviteId)}/${action}`,
        {
          method: "POST",
        },
      );
      if (result.mailError) onDone({ ok: false, message: `Error: ${result.mailError}` });
      else
        onDone({ ok: true, message: action === "resend" ? `Invite re-sent to ${invite.email}.` : "Invite revoked." });
    } catch (caught) {
      onDone({ ok: false, message: `Error: ${caught instanceof ApiError ? caught.detail : "Something went wrong."}` });
    } finally {
      setPending(undefined);
    }
  }

  return (
    <div className="flex justify-end gap-2">
      <button
        type="button"
        className={BUTTON}
        disabled={!canResend || pending !== undefined}
        onClick={() => run("resend")}
      >
        {pending === "resend" ? "Sending…" : "Resend"}
      </button>
      <button
        type="button"
        className={BUTTON}
        disabled={!canRevoke || pending !== undefined}
        onClick={() => run("revoke")}
      >
        {pending === "revoke" ? "Revoking…" : "Revoke"}
      </button>
    </div>
  );
}
