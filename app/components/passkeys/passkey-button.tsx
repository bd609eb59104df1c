import { useState } from "react";
import { passkeyErrorMessage } from "./passkey-error";

/** A passkey ceremony's button: it waits while the device asks, and says plainly what went wrong. */
export function PasskeyButton({ label, action }: { label: string; action: () => Promise<unknown> }) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string>();

  async function run() {
    setPending(true);
    setError(undefined);
    try {
      await action();
    } catch (caught) {
      setError(passkeyErrorMessage(caught));
    } finally {
      setPending(false);
    }
  }

  return (
    <>
      {error && (
        <p role="alert" className="mb-3 rounded-lg bg-danger-light px-3 py-2 text-sm text-danger">
          {error}
        </p>
      )}
      <button
        type="button"
        onClick={() => void run()}
        disabled={pending}
        className="w-full rounded-full border border-ink/20 px-4 py-2.5 font-semibold text-ink hover:bg-sand disabled:opacity-70"
      >
        {pending ? "Waiting for your passkey…" : label}
      </button>
    </>
  );
}
