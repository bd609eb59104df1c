import type { StaffSurveyResponse } from "../../../contract/admin";

/** A waitlist row's own action: Extend Invite, or a disabled "Invite Sent" once one is open or used. */
export function WaitlistRowAction({
  row,
  onExtend,
}: {
  row: StaffSurveyResponse;
  onExtend: (row: StaffSurveyResponse) => void;
}) {
  if (row.hasInvite) {
    return (
      <button type="button" disabled className="rounded-md bg-sand px-3 py-1 text-xs font-semibold text-ink-muted">
        Invite Sent
      </button>
    );
  }
  return (
    <button
      type="button"
      onClick={() => onExtend(row)}
      aria-label={`Extend Invite to ${row.name}`}
      className="whitespace-nowrap rounded-md bg-teal px-3 py-1 text-xs font-semibold text-white hover:bg-teal-dark"
    >
      Extend Invite
    </button>
  );
}
