import { type FormEvent, useId, useState } from "react";
import { SubmitButton } from "~/components/form/submit-button";
import { FormError, TextField } from "~/components/form/text-field";
import { useApiForm } from "~/components/form/use-api-form";
import { ME_COPY } from "~/content/me";
import { apiFetch } from "~/lib/api-client";

/** "E-mail me my link": the same answer for any address, so it tells nobody who is on the list. */
export function LinkRequestForm() {
  const id = useId();
  const [email, setEmail] = useState("");
  const [sent, setSent] = useState(false);
  const form = useApiForm();

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    setSent(false);
    void form.submit(async () => {
      await apiFetch("/me/link", { body: { email } });
      setSent(true);
    });
  }

  return (
    <section aria-labelledby={`${id}-title`} className="rounded-card bg-white p-6 shadow-soft">
      <h2 id={`${id}-title`} className="font-display text-2xl">
        {ME_COPY.linkTitle}
      </h2>
      <p className="mt-2 text-sm text-ink-muted">{ME_COPY.linkBody}</p>
      <form onSubmit={onSubmit} noValidate className="mt-4 space-y-4">
        <FormError message={form.error} />
        <TextField
          id={`${id}-email`}
          label="Email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={form.messageFor("email")}
        />
        <SubmitButton pending={form.pending} pendingLabel="Sending…">
          E-mail me my link
        </SubmitButton>
        <p role="status" className="text-sm text-teal-dark empty:hidden">
          {sent ? ME_COPY.linkSent : null}
        </p>
      </form>
    </section>
  );
}
