import { type FormEvent, useId, useState } from "react";
import { Link } from "react-router";
import { ApiError, apiFetch } from "~/lib/api-client";
import type { FieldError } from "../../../contract/errors";
import { type OnboardingSummary, onboardingResponseSchema } from "../../../contract/onboarding";

interface SignupFormProps {
  invite: OnboardingSummary;
  onDone: (name: string) => void;
}

/** Name and phone prefilled from the invite, the terms, and 'Complete signup'; errors keep what was typed. */
export function SignupForm({ invite, onDone }: SignupFormProps) {
  const [values, setValues] = useState({ name: invite.name, phone: invite.phone, acceptTerms: false });
  const [error, setError] = useState<string>();
  const [fieldErrors, setFieldErrors] = useState<FieldError[]>([]);
  const [pending, setPending] = useState(false);
  const id = useId();
  const messageFor = (field: string) => fieldErrors.find((e) => e.field === field)?.message;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setPending(true);
    setError(undefined);
    setFieldErrors([]);
    try {
      const user = await apiFetch("/onboarding", {
        body: { invite: invite.inviteId, ...values },
        schema: onboardingResponseSchema,
      });
      onDone(user.name);
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.detail : "Something went wrong. Please try again.");
      setFieldErrors(caught instanceof ApiError ? caught.errors : []);
      setPending(false);
    }
  }

  const input = (field: "name" | "phone", label: string, type: string, autoComplete: string) => (
    <div>
      <label htmlFor={`${id}-${field}`} className="block text-sm font-medium">
        {label}
      </label>
      <input
        id={`${id}-${field}`}
        name={field}
        type={type}
        autoComplete={autoComplete}
        required
        value={values[field]}
        onChange={(event) => setValues({ ...values, [field]: event.target.value })}
        aria-invalid={messageFor(field) ? true : undefined}
        aria-describedby={messageFor(field) ? `${id}-${field}-error` : undefined}
        className="mt-1 w-full rounded-lg border border-ink/20 px-3 py-2"
      />
      {messageFor(field) && (
        <p id={`${id}-${field}-error`} className="mt-1 text-sm text-danger">
          {messageFor(field)}
        </p>
      )}
    </div>
  );

  return (
    <form onSubmit={onSubmit} className="mt-6 space-y-4">
      {error && (
        <p role="alert" className="rounded-lg bg-danger-light px-3 py-2 text-sm text-danger">
          {error}
        </p>
      )}
      {input("name", "Name", "text", "name")}
      {input("phone", "Phone", "tel", "tel")}
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
            I accept the terms of the pilot and the{" "}
            <Link to="/privacy" className="font-medium text-teal-dark underline">
              privacy policy
            </Link>
            .
          </span>
        </label>
        {messageFor("acceptTerms") && <p className="mt-1 text-sm text-danger">{messageFor("acceptTerms")}</p>}
      </div>
      <button
        type="submit"
        disabled={pending}
        className="w-full rounded-full bg-teal px-5 py-2.5 font-semibold text-white hover:bg-teal-dark disabled:opacity-70"
      >
        {pending ? "Signing you up…" : "Complete signup"}
      </button>
    </form>
  );
}
