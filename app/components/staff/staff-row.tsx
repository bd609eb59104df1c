import { Link } from "react-router";
import { useAdminWrite } from "~/components/form/use-admin-write";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { formatIndiaTime } from "~/lib/india-time";
import { STAFF_ROLE_LABELS, STAFF_ROLES, type StaffAccount, type StaffRole } from "../../../contract/staff";

const BUTTON = "rounded-full border border-ink/20 px-3 py-1 text-sm font-medium hover:bg-sand disabled:opacity-60";

/** One account: its role (changed in place), when it was added, and ending its sessions or removing it. */
export function StaffRow({
  account,
  isMe,
  lastOwner,
  onDone,
}: {
  account: StaffAccount;
  isMe: boolean;
  /** The only owner: never offered Remove or another role (the server would refuse both). */
  lastOwner: boolean;
  /** Told what happened (or what was refused), which the table says above itself. */
  onDone: (message: { ok: boolean; text: string }) => void;
}) {
  const write = useAdminWrite();
  const report = (result: { ok: true } | { ok: false; detail: string }, text: string) => {
    onDone(result.ok ? { ok: true, text } : { ok: false, text: `Error: ${result.detail}` });
    return result;
  };

  async function changeRole(role: StaffRole) {
    const result = await write.run("changeStaffRole", { staffId: account.id, role });
    report(result, `${account.email} is now ${role}.`);
  }
  async function endSessions() {
    const result = await write.run("endAccountSessions", { staffId: account.id });
    report(result, result.ok ? `Ended ${result.value.ended} session(s) of ${account.email}.` : "");
  }

  return (
    <tr className="border-t border-ink/10">
      <th scope="row" className="px-3 py-2 text-left font-medium">
        {account.email}
        {isMe && <span className="ml-2 font-normal text-ink-muted">(you)</span>}
      </th>
      <td className="px-3 py-2">
        {lastOwner ? (
          <span data-last-owner>
            {STAFF_ROLE_LABELS.owner}
            <span className="block text-xs text-ink-muted">The only owner: add another to change this</span>
          </span>
        ) : (
          <select
            aria-label={`Role of ${account.email}`}
            value={account.role}
            disabled={write.pending}
            onChange={(e) => void changeRole(e.target.value as StaffRole)}
            className="rounded-lg border border-ink-muted/60 bg-white px-2 py-1"
          >
            {STAFF_ROLES.map((role) => (
              <option key={role} value={role}>
                {STAFF_ROLE_LABELS[role]}
              </option>
            ))}
          </select>
        )}
      </td>
      <td className="px-3 py-2 text-ink-muted">{formatIndiaTime(account.createdAt)}</td>
      <td className="space-x-2 whitespace-nowrap px-3 py-2 text-right">
        <Link
          to={`?sessions=${encodeURIComponent(account.id)}`}
          aria-label={`Sessions of ${account.email}`}
          className={BUTTON}
        >
          Sessions
        </Link>
        <button
          type="button"
          onClick={() => void endSessions()}
          disabled={write.pending}
          aria-label={`End every session of ${account.email}`}
          className={BUTTON}
        >
          End sessions
        </button>
        <ConfirmDialog
          trigger={
            <button type="button" aria-label={`Reset the second factor of ${account.email}`} className={BUTTON}>
              Reset second factor
            </button>
          }
          title={`Reset the second factor of ${account.email}?`}
          description="For a lost phone: their authenticator, recovery codes and sessions are removed, and they set up a new second factor at their next sign-in."
          confirmLabel="Reset second factor"
          pendingLabel="Resetting…"
          danger
          onConfirm={async () =>
            report(
              await write.run("resetSecondFactor", { staffId: account.id }),
              `${account.email} sets up a new second factor at their next sign-in.`,
            )
          }
        />
        {!lastOwner && (
          <ConfirmDialog
            trigger={
              <button type="button" aria-label={`Remove ${account.email}`} className={BUTTON}>
                Remove
              </button>
            }
            title={`Remove ${account.email}?`}
            description="The account is deleted and every session it has ends at once. This cannot be undone here."
            confirmLabel="Remove account"
            pendingLabel="Removing…"
            danger
            onConfirm={async () =>
              report(await write.run("removeStaff", { staffId: account.id }), `Removed ${account.email}.`)
            }
          />
        )}
      </td>
    </tr>
  );
}
