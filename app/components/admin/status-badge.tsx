import type { InviteStatus } from "../../../contract/invites";

const STYLES: Record<InviteStatus, string> = {
  pending: "bg-saffron-light text-ink",
  sent: "bg-teal-light text-teal-dark",
  accepted: "bg-success-light text-success",
  expired: "bg-sand text-ink-muted",
  revoked: "bg-danger-light text-danger",
};

/** Status as a coloured badge that also says it in words (colour is never the only signal). */
export function StatusBadge({ status }: { status: InviteStatus }) {
  return (
    <span className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold capitalize ${STYLES[status]}`}>
      {status}
    </span>
  );
}
