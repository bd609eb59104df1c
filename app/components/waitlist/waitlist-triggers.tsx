import { Dialog } from "radix-ui";

/**
 * The two ways into the waitlist. The marketing pages place these buttons; the waitlist feature owns
 * what they open ('Get started' slides in from the right, 'Get Invited' is a centred dialog).
 */
export function GetStartedButton({ className }: { className?: string }) {
  return (
    <Dialog.Root>
      <Dialog.Trigger className={className}>Get started</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 bg-ink/40" />
        <Dialog.Content className="fixed inset-y-0 right-0 w-full max-w-md bg-cream p-6 shadow-soft">
          <Dialog.Title className="font-display text-2xl">Get Started</Dialog.Title>
          <Dialog.Description>Fill out the short form to join the waitlist.</Dialog.Description>
          <Dialog.Close>Close</Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

export function GetInvitedButton({ className }: { className?: string }) {
  return (
    <Dialog.Root>
      <Dialog.Trigger className={className}>Get Invited</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 bg-ink/40" />
        <Dialog.Content className="fixed top-1/2 left-1/2 w-full max-w-lg -translate-1/2 bg-cream p-6 shadow-soft">
          <Dialog.Title className="font-display text-2xl">Get Invited</Dialog.Title>
          <Dialog.Description>Our invite-only pilot is opening city by city.</Dialog.Description>
          <Dialog.Close>Close</Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
