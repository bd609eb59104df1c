import { type FormEvent, useId, useState } from "react";
import { Link } from "react-router";
import { SubmitButton } from "~/components/form/submit-button";
import { FormError, TextField } from "~/components/form/text-field";
import { useApiForm } from "~/components/form/use-api-form";
import { apiFetch } from "~/lib/api-client";
import { type OnboardingSummary, onboardingResponseSchema } from "../../../contract/onboarding";
import { formatPhone } from "../../../contract/waitlist";

interface AccountFormProps {
  invite: OnboardingSummary;
  /** The link's code, which the sign-up presents again. */
  code: string;
  onDone: (name: string) => void;
}

/** Name and phone prefilled from the invite, the terms, and 'Complete signup'; errors keep what was typed. */
export function AccountForm({ invite, code, onDone }: AccountFormProps) {
  const [values, setValues] = useState({ name: invite.name, phone: formatPhone(invite.phone), acceptTerms: false });
  const form = useApiForm();
  const id = useId();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void form.submit(async () => {
      const body = { invite: code, ...values };
      onDone((await apiFetch("/onboarding", { body, schema: onboardingResponseSchema })).name);
    });
  }

  return (
    <form onSubmit={onSubmit} className="mt-6 space-y-4">
      <FormError message={form.error} />
      <TextField
        id={`${id}-name`}
        label="Name"
        autoComplete="name"
        maxLength={100}
        value={values.name}
        onChange={(event) => setValues({ ...values, name: event.target.value })}
        error={form.messageFor("name")}
      />
      <TextField
        id={`${id}-phone`}
        label="Phone"
        type="tel"
        autoComplete="tel"
        maxLength={32}
        value={values.phone}
        onChange={(event) => setValues({ ...values, phone: event.target.value })}
        error={form.messageFor("phone")}
      />
      <div>
        <label className="flex items-start gap-3 text-sm">
          <input
            type="checkbox"
            name="acceptTerms"
            required
            checked={values.acceptTerms}
            onChange={(event) => setValues({ ...values, acceptTerms: event.target.checked })}
            className="mt-0.5 size-4 accent-teal"
          />
          <span>
            I accept the{" "}
            <Link to="/terms" target="_blank" className="font-medium text-teal-dark underline">
              pilot terms
            </Link>{" "}
            and the{" "}
            <Link to="/privacy" target="_blank" className="font-medium text-teal-dark underline">
              privacy notice
            </Link>
            .
          </span>
        </label>
        {form.messageFor("acceptTerms") && <p className="mt-1 text-sm text-danger">{form.messageFor("acceptTerms")}</p>}
      </div>
      <SubmitButton pending={form.pending} pendingLabel="Signing you up…" wide>
        Complete signup
      </SubmitButton>
    </form>
  );
}
