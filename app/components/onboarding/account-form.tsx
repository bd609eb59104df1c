import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { Link } from "react-router";
import { SubmitButton } from "~/components/form/submit-button";
import { FormError, TextField } from "~/components/form/text-field";
import { useApiForm } from "~/components/form/use-api-form";
import { ONBOARDING_FAILURES, onboardingCopy } from "~/content/onboarding";
import { CONTACT_EMAIL } from "~/content/site";
import { apiFetch } from "~/lib/api-client";
import { errorsInLanguage } from "~/lib/errors-in-language";
import { failureKey, failureLine, isRetryable } from "~/lib/failure-message";
import { fieldErrorsFromZod } from "../../../contract/errors";
import { failureCopy, fillIn, formCopy } from "../../../contract/form-copy";
import {
  type OnboardingSummary,
  onboardingRequestSchema,
  onboardingResponseSchema,
} from "../../../contract/onboarding";
import { formatPhone } from "../../../contract/waitlist";
import { Placed } from "./placed";

interface AccountFormProps {
  invite: OnboardingSummary;
  /** The link's code, which the sign-up presents again. */
  code: string;
  onDone: (name: string) => void;
}

type Errors = Record<string, string>;

/** The statuses only a sign-up from an invite meets: the address has an account, or the invite is spent. */
const OWN_FAILURES = { 409: "accountExists", 410: "inviteGone" } as const;

/**
 * Name and phone prefilled from the invite, the terms, and 'Complete signup', in the invite's language: the
 * form checks with the server's own schema first and says what is wrong beside each field, in the words the
 * waitlist form uses for the same fields; errors keep what was typed.
 */
export function AccountForm({ invite, code, onDone }: AccountFormProps) {
  const [values, setValues] = useState({ name: invite.name, phone: formatPhone(invite.phone), acceptTerms: false });
  const [errors, setErrors] = useState<Errors>({});
  const [focusRequest, setFocusRequest] = useState(0);
  const form = useApiForm();
  const element = useRef<HTMLFormElement>(null);
  const id = useId();
  const words = formCopy(invite.language);
  const copy = onboardingCopy(invite.language);
  const say = (found: Partial<Errors>) =>
    errorsInLanguage(invite.language, found, { ...words.errors, acceptTerms: copy.acceptTerms });
  const messageFor = (field: string) => errors[field] ?? say({ [field]: form.messageFor(field) })[field];

  useEffect(() => {
    if (focusRequest) element.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const body = { invite: code, ...values };
    const checked = onboardingRequestSchema.safeParse(body);
    if (!checked.success) {
      setErrors(say(Object.fromEntries(fieldErrorsFromZod(checked.error).map((e) => [e.field, e.message]))));
      setFocusRequest((n) => n + 1);
      return;
    }
    setErrors({});
    void form.submit(async () => {
      onDone((await apiFetch("/onboarding", { body, schema: onboardingResponseSchema })).name);
    });
  }

  const termsError = messageFor("acceptTerms");
  const banner = Object.keys(errors).length > 0 ? words.checkFields : failureMessage();

  /** What the banner says after the server refused or could not be reached, in the invite's language. */
  function failureMessage() {
    if (!form.failure) return undefined;
    const key = failureKey(form.failure.status, form.failure.hasFieldErrors, OWN_FAILURES);
    if (key === "accountExists" || key === "inviteGone")
      return fillIn(ONBOARDING_FAILURES[invite.language][key], { email: CONTACT_EMAIL });
    const line = failureLine(invite.language, key);
    return isRetryable(key) ? `${line} ${failureCopy(invite.language).kept}` : line;
  }
  return (
    <form ref={element} onSubmit={onSubmit} noValidate className="mt-6 space-y-4">
      <FormError message={banner} />
      <TextField
        id={`${id}-name`}
        label={words.labels.name}
        autoComplete="name"
        maxLength={100}
        value={values.name}
        onChange={(event) => setValues({ ...values, name: event.target.value })}
        error={messageFor("name")}
      />
      <TextField
        id={`${id}-phone`}
        label={words.labels.phone}
        type="tel"
        autoComplete="tel"
        maxLength={32}
        value={values.phone}
        onChange={(event) => setValues({ ...values, phone: event.target.value })}
        error={messageFor("phone")}
      />
      <div>
        <label className="flex items-start gap-3 text-sm">
          <input
            type="checkbox"
            name="acceptTerms"
            required
            checked={values.acceptTerms}
            onChange={(event) => setValues({ ...values, acceptTerms: event.target.checked })}
            aria-invalid={termsError ? true : undefined}
            aria-describedby={termsError ? `${id}-terms-error` : undefined}
            className="mt-0.5 size-4 shrink-0 accent-teal"
          />
          <span>
            <Placed
              line={copy.terms}
              parts={{
                terms: (
                  <Link to="/terms" target="_blank" className="font-medium text-teal-dark underline">
                    {copy.termsLink}
                  </Link>
                ),
                privacy: (
                  <Link to="/privacy" target="_blank" className="font-medium text-teal-dark underline">
                    {words.noticeLink}
                  </Link>
                ),
              }}
            />
          </span>
        </label>
        {termsError && (
          <p id={`${id}-terms-error`} className="mt-1 text-sm text-danger">
            {termsError}
          </p>
        )}
      </div>
      <SubmitButton pending={form.pending} pendingLabel={copy.submitting} wide>
        {copy.submit}
      </SubmitButton>
    </form>
  );
}
