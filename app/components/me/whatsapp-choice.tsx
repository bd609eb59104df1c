import { useState } from "react";
import { ME_COPY } from "~/content/me";
import { ApiError, apiFetch } from "~/lib/api-client";
import { type Me, meSchema } from "../../../contract/me";
import { formatPhone } from "../../../contract/waitlist";

interface Props {
  me: Me;
  headers: Record<string, string> | undefined;
  onSaved: (me: Me) => void;
}

/**
 * The channel the confirmation and invite use, and the person's switch for WhatsApp. The switch only
 * shows where this server sends WhatsApp at all; without it everything is e-mail.
 */
export function WhatsappChoice({ me, headers, onSaved }: Props) {
  const [pending, setPending] = useState(false);
  // The box follows the click at once; a refusal puts it back.
  const [checked, setChecked] = useState(me.whatsappOptIn);
  const [failure, setFailure] = useState<string>();
  const onWhatsapp = me.whatsappAvailable && me.whatsappOptIn;

  async function toggle(on: boolean) {
    setPending(true);
    setChecked(on);
    setFailure(undefined);
    try {
      onSaved(await apiFetch("/me", { method: "PATCH", body: { whatsappOptIn: on }, schema: meSchema, headers }));
    } catch (error) {
      setChecked(!on);
      setFailure(error instanceof ApiError ? error.detail : "Something went wrong. Please try again.");
    } finally {
      setPending(false);
    }
  }

  return (
    <section aria-labelledby="channel-title" className="rounded-card bg-white p-6 shadow-soft">
      <h2 id="channel-title" className="font-display text-2xl">
        {ME_COPY.channelTitle}
      </h2>
      <p className="mt-2 text-sm" data-testid="channel">
        {onWhatsapp ? ME_COPY.channelWhatsapp(formatPhone(me.phone)) : ME_COPY.channelEmail(me.email)}
      </p>
      {me.whatsappAvailable ? (
        <label className="mt-4 flex items-start gap-2 text-sm">
          <input
            type="checkbox"
            className="mt-0.5 size-4 accent-teal"
            checked={checked}
            disabled={pending}
            onChange={(event) => toggle(event.currentTarget.checked)}
          />
          <span>
            {ME_COPY.whatsappSwitch}
            <span className="block text-ink-muted">{ME_COPY.whatsappSwitchHint}</span>
          </span>
        </label>
      ) : null}
      <p role="alert" className="mt-2 text-sm text-danger empty:hidden">
        {failure}
      </p>
    </section>
  );
}
