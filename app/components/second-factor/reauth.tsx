import { Dialog } from "radix-ui";
import { createContext, type FormEvent, type ReactNode, useCallback, useContext, useState } from "react";
import { PasskeyProof } from "~/components/passkeys/passkey-proof";
import { ApiError, apiFetch } from "~/lib/api-client";
import { CodeField } from "./code-field";

/** Asks for a fresh second factor; resolves true once one passed, false if the person cancels. */
type AskForCode = () => Promise<boolean>;
const ReauthContext = createContext<AskForCode>(async () => false);

/** What a dangerous action calls on `reauth_required` before sending itself again. */
export const useReauth = () => useContext(ReauthContext);

/**
 * Holds the one re-authentication dialog of the admin. The write that needed it waits meanwhile and is
 * sent again afterwards with the same body, so nothing typed in its form is lost.
 */
export function ReauthProvider({ children }: { children: ReactNode }) {
  const [waiting, setWaiting] = useState<(passed: boolean) => void>();
  const ask = useCallback(() => new Promise<boolean>((resolve) => setWaiting(() => resolve)), []);
  const done = (passed: boolean) => {
    waiting?.(passed);
    setWaiting(undefined);
  };
  return (
    <ReauthContext.Provider value={ask}>
      {children}
      <ReauthDialog open={waiting !== undefined} onDone={done} />
    </ReauthContext.Provider>
  );
}

function ReauthDialog({ open, onDone }: { open: boolean; onDone: (passed: boolean) => void }) {
  const [error, setError] = useState<string>();
  const [pending, setPending] = useState(false);

  // Called straight, not through the admin's write route: it changes no page data, and the write it
  // unblocks reloads the page when it succeeds.
  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setPending(true);
    try {
      await apiFetch("/auth/totp/verify", { body: { code: String(new FormData(event.currentTarget).get("code")) } });
      setError(undefined);
      onDone(true);
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.detail : "Something went wrong.");
    } finally {
      setPending(false);
    }
  }

  return (
    <Dialog.Root open={open} onOpenChange={(isOpen) => !isOpen && onDone(false)}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/40" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-sm -translate-x-1/2 -translate-y-1/2 rounded-card bg-white p-6 shadow-soft">
          <Dialog.Title className="font-display text-xl">Confirm it's you</Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-ink-muted">
            This action needs a code from your authenticator app (or a recovery code) from the last 10 minutes.
          </Dialog.Description>
          <form onSubmit={(event) => void onSubmit(event)} noValidate className="mt-4">
            <CodeField error={error} recovery />
            <div className="mt-6 flex justify-end gap-3">
              <Dialog.Close className="rounded-full border border-ink/20 px-4 py-2 text-sm font-medium hover:bg-sand">
                Cancel
              </Dialog.Close>
              <button
                type="submit"
                disabled={pending}
                className="rounded-full bg-teal px-4 py-2 text-sm font-semibold text-white hover:bg-teal-dark disabled:opacity-70"
              >
                {pending ? "Checking…" : "Confirm"}
              </button>
            </div>
          </form>
          <PasskeyProof
            onPassed={() => {
              setError(undefined);
              onDone(true);
            }}
          />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
