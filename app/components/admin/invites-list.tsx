import { useState } from "react";
import { formatIndiaTime } from "~/lib/india-time";
import { type Invite, inviteListResponseSchema } from "../../../contract/invites";
import { type Column, DataTable } from "./data-table";
import { type ActionOutcome, InviteActions } from "./invite-actions";
import { ListSection } from "./list-section";
import { LoadState } from "./load-state";
import { StatusBadge } from "./status-badge";
import { useApiData } from "./use-api-data";

/** Email, Source, Status and Onboarding Link (spec), then when it was made, the last error and actions. */
interface InvitesListProps {
  showTitle?: boolean;
  /** Told after a resend or revoke, so counts elsewhere on the page can follow. */
  onChange?: () => void;
}

export function InvitesList({ showTitle = true, onChange }: InvitesListProps) {
  const state = useApiData("/invites/all", inviteListResponseSchema);
  const [outcome, setOutcome] = useState<ActionOutcome>();

  const onDone = (result: ActionOutcome) => {
    setOutcome(result);
    state.retry();
    onChange?.();
  };

  const columns: Column<Invite>[] = [
    { header: "Email", cell: (invite) => <span className="whitespace-nowrap">{invite.email}</span> },
    { header: "Source", cell: (invite) => <span className="capitalize">{invite.source}</span> },
    {
      header: "Status",
      cell: (invite) => (
        <>
          <StatusBadge status={invite.status} />
          {invite.lastError && invite.status === "pending" && (
            <p className="mt-1 max-w-56 text-xs text-danger">{invite.lastError}</p>
          )}
        </>
      ),
    },
    {
      header: "Onboarding Link",
      cell: (invite) => (
        <a
          href={invite.onboardingLink}
          target="_blank"
          rel="noreferrer"
          aria-label={`Open onboarding link for ${invite.email}`}
          className="font-semibold text-teal-dark underline"
        >
          Open
        </a>
      ),
    },
    {
      header: "Created",
      cell: (invite) => <span className="whitespace-nowrap">{formatIndiaTime(invite.createdAt)}</span>,
    },
    { header: "Actions", align: "right", cell: (invite) => <InviteActions invite={invite} onDone={onDone} /> },
  ];

  return (
    <ListSection title="Invites" showTitle={showTitle}>
      {outcome && (
        <p
          role={outcome.ok ? "status" : "alert"}
          className={`rounded-lg px-3 py-2 text-sm ${outcome.ok ? "bg-success-light text-success" : "bg-danger-light text-danger"}`}
        >
          {outcome.message}
        </p>
      )}
      <LoadState state={state} empty="No invites found." isEmpty={(data) => data.invites.length === 0}>
        {(data) => (
          <DataTable caption="Invites" columns={columns} rows={data.invites} rowKey={(invite) => invite.inviteId} />
        )}
      </LoadState>
    </ListSection>
  );
}
