import { useState } from "react";
import { FormError } from "~/components/form/text-field";
import { ME_COPY } from "~/content/me";
import { ApiError, apiFetch } from "~/lib/api-client";

interface Props {
  headers: Record<string, string> | undefined;
  onLeft: () => void;
}

/** "Leave the waitlist": a second, explicit step, then erasure of everything held for the address. */
export function LeaveWaitlist({ headers, onLeft }: Props) {
  const [asking, setAsking] = useState(false);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string>();

  async function leave() {
    setPending(true);
    setFailure(undefined);
    try {
      // Leaving is withdrawing the waitlist consent: the erasure, recorded in the consent ledger.
      await apiFetch("/me/consents/waitlist/withdraw", { body: { confirm: true }, headers });
      onLeft();
    } catch (error) {
      setFailure(error instanceof ApiError ? error.detail : "Something went wrong. Please try again.");
      setPending(false);
    }
  }

  return (
    <section aria-labelledby="leave-title" className="rounded-card bg-white p-6 shadow-soft">
      <h2 id="leave-title" className="font-display text-2xl">
        {ME_COPY.leaveTitle}
      </h2>
      <p className="mt-2 text-sm text-ink-muted">{ME_COPY.leaveBody}</p>
      <FormError message={failure} />
      {asking ? (
        <fieldset className="mt-4 flex flex-wrap gap-3">
          <legend className="mb-2 w-full font-semibold">Erase your entry now?</legend>
          <button
            type="button"
            onClick={leave}
            disabled={pending}
            className="rounded-full bg-danger px-5 py-2.5 font-semibold text-white disabled:opacity-70"
          >
            {pending ? "Erasing…" : "Yes, erase my entry"}
          </button>
          <button
            type="button"
            onClick={() => setAsking(false)}
            className="rounded-full border border-ink-muted/60 px-5 py-2.5 font-semibold"
          >
            Keep my entry
          </button>
        </fieldset>
      ) : (
        <button
          type="button"
          onClick={() => setAsking(true)}
          className="mt-4 rounded-full border border-danger px-5 py-2.5 font-semibold text-danger hover:bg-danger-light"
        >
          Leave the waitlist
        </button>
      )}
    </section>
  );
}
