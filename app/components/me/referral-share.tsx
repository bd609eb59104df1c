import { useEffect, useId, useState } from "react";
import { ME_COPY } from "~/content/me";
import type { Me } from "../../../contract/me";

const buttonClass =
  "inline-flex items-center justify-center rounded-full border border-teal px-4 py-2 font-semibold text-teal-dark hover:bg-teal hover:text-white";

/**
 * The referral link with Copy, WhatsApp and (where the browser has one) the native share sheet. WhatsApp
 * is a plain wa.me link: nothing is fetched from a third party until the person clicks it.
 */
export function ReferralShare({ me }: { me: Me }) {
  const id = useId();
  const [copied, setCopied] = useState<string>();
  const [canShare, setCanShare] = useState(false);
  useEffect(() => setCanShare(typeof navigator.share === "function"), []);
  const message = `${ME_COPY.shareText} ${me.referralLink}`;

  async function copy() {
    try {
      await navigator.clipboard.writeText(me.referralLink);
      setCopied("Link copied.");
    } catch {
      setCopied("Copying isn't allowed here: select the link and copy it.");
    }
  }

  return (
    <section aria-labelledby={`${id}-title`} className="rounded-card bg-white p-6 shadow-soft">
      <h2 id={`${id}-title`} className="font-display text-2xl">
        {ME_COPY.shareTitle}
      </h2>
      <label htmlFor={`${id}-link`} className="mt-3 block text-sm font-semibold">
        Your referral link
      </label>
      <input
        id={`${id}-link`}
        readOnly
        value={me.referralLink}
        onFocus={(event) => event.currentTarget.select()}
        className="mt-1 block w-full rounded-xl border border-ink-muted/60 bg-sand px-3 py-2.5 text-ink"
      />
      <div className="mt-4 flex flex-wrap gap-3">
        <button type="button" onClick={copy} className={buttonClass}>
          Copy link
        </button>
        <a
          href={`https://wa.me/?text=${encodeURIComponent(message)}`}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClass}
        >
          Share on WhatsApp<span className="sr-only"> (opens WhatsApp)</span>
        </a>
        {canShare ? (
          <button
            type="button"
            className={buttonClass}
            onClick={() => navigator.share({ text: ME_COPY.shareText, url: me.referralLink }).catch(() => {})}
          >
            Share…
          </button>
        ) : null}
      </div>
      <p role="status" className="mt-2 text-sm text-teal-dark empty:hidden">
        {copied}
      </p>
    </section>
  );
}
