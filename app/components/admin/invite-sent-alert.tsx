import { useState } from "react";
import type { InviteSendResponse } from "../../../contract/invites";

/** The outcome of an invite, in the page: 'Invite sent!' with the link, or why the e-mail did not go out. */
export function InviteSentAlert({ result, onDismiss }: { result: InviteSendResponse; onDismiss: () => void }) {
  const [copied, setCopied] = useState<string>();

  async function copy() {
    try {
      await navigator.clipboard.writeText(result.onboardingLink);
      setCopied("Copied");
    } catch {
      setCopied("Copy failed: select the link and copy it by hand.");
    }
  }

  const failed = result.mailError !== null;
  return (
    <div
      role="alert"
      className={`rounded-card border px-4 py-3 ${failed ? "border-saffron bg-saffron-light" : "border-teal/30 bg-teal-light"}`}
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-semibold">{failed ? "Invite created, but the e-mail was not sent." : "Invite sent!"}</p>
          {failed && <p className="mt-1 text-sm">{result.mailError} Use Resend in the invites list to try again.</p>}
          <p className="mt-1 text-sm">
            Onboarding link:{" "}
            <a href={result.onboardingLink} className="break-all font-medium underline">
              {result.onboardingLink}
            </a>
          </p>
        </div>
        <button
          type="button"
          onClick={onDismiss}
          aria-label="Dismiss"
          className="rounded-full px-2 text-xl leading-none"
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <div className="mt-2 flex items-center gap-3">
        <button
          type="button"
          onClick={copy}
          className="rounded-md border border-ink/20 bg-white px-3 py-1 text-sm font-medium hover:bg-sand"
        >
          Copy link
        </button>
        <span aria-live="polite" className="text-sm">
          {copied}
        </span>
      </div>
    </div>
  );
}
