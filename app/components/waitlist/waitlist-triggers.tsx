import { WaitlistDialog } from "./waitlist-dialog";

/**
 * The two ways into the waitlist. The marketing pages place these buttons; the waitlist feature owns
 * what they open ('Get started' slides in from the right, 'Get Invited' is a centred dialog).
 */
export function GetStartedButton({ className }: { className?: string }) {
  return <WaitlistDialog variant="getStarted" className={className} />;
}

export function GetInvitedButton({ className }: { className?: string }) {
  return <WaitlistDialog variant="getInvited" className={className} />;
}
