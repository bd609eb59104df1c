import type { StaffSurveyResponse } from "../../../contract/admin";
import { useCanWrite } from "./staff-role";

const DONE = "rounded-md bg-sand px-3 py-1 text-xs font-semibold text-ink-muted";
const ACTION = "whitespace-nowrap rounded-md bg-teal px-3 py-1 text-xs font-semibold text-white hover:bg-teal-dark";

/** A closed invite leaves the row free: say how it ended, and offer a new one. */
const ENDED: Partial<Record<NonNullable<StaffSurveyResponse["inviteStatus"]>, string>> = {
  revoked: "Revoked",
  expired: "Expired",
};

/**
 * A waitlist row's invite action, from where the person stands: signed up, invite open ("Invite Sent"),
 * an invite that was revoked or expired (said so, with "Invite again"), or never invited ("Extend Invite").
 */
export function WaitlistInviteCell({ row, onExtend }: { row: StaffSurveyResponse; onExtend: () => void }) {
  const canWrite = useCanWrite();
  if (row.inviteStatus === "accepted") {
    return (
      <button type="button" disabled className={DONE}>
        Signed Up
      </button>
    );
  }
  if (row.hasInvite) {
    return (
      <button type="button" disabled className={DONE}>
        Invite Sent
      </button>
    );
  }
  const ended = row.inviteStatus ? ENDED[row.inviteStatus] : undefined;
  if (ended) {
    return (
      <span className="inline-flex items-center gap-2">
        <span className="text-xs font-semibold text-danger">{ended}</span>
        {canWrite && (
          <button type="button" onClick={onExtend} aria-label={`Invite ${row.name} again`} className={ACTION}>
            Invite again
          </button>
        )}
      </span>
    );
  }
  // A viewer is told where the person stands, without an action that would be refused.
  if (!canWrite) return <span className="text-xs text-ink-muted">Not invited</span>;
  return (
    <button type="button" onClick={onExtend} aria-label={`Extend Invite to ${row.name}`} className={ACTION}>
      Extend Invite
    </button>
  );
}
