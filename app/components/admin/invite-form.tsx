import { type FormEvent, useId, useState } from "react";
import { ApiError, apiFetch } from "~/lib/api-client";
import type { FieldError } from "../../../contract/errors";
import { INVITE_FIELD_LIMITS, type InviteSendResponse, inviteSendResponseSchema } from "../../../contract/invites";

export interface InviteDraft {
  email: string;
  name: string;
  phone: string;
  source: "survey" | "manual";
  surveyResponseId?: string;
}

interface InviteFormProps {
  initial: InviteDraft;
  onSent: (result: InviteSendResponse, draft: InviteDraft) => void;
  onCancel: () => void;
}

const FIELDS = [
  { name: "email", label: "Email", type: "email", autoComplete: "off", required: true },
  { name: "name", label: "Name", type: "text", autoComplete: "off", required: false },
  { name: "phone", label: "Phone", type: "tel", autoComplete: "off", required: false },
] as const;

/** The invite form of the modal and of /admin/invite-form. A failure keeps every value typed. */
export function InviteForm({ initial, onSent, onCancel }: InviteFormProps) {
  const [values, setValues] = useState(initial);
  const [error, setError] = useState<string>();
  const [fieldErrors, setFieldErrors] = useState<FieldError[]>([]);
  const [pending, setPending] = useState(false);
  const id = useId();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setPending(true);
    setError(undefined);
    setFieldErrors([]);
    try {
      const result = await apiFetch("/invites", { body: values, schema: inviteSendResponseSchema });
      onSent(result, values);
    } catch (caught) {
      const detail = caught instanceof ApiError ? caught.detail : "Something went wrong. Please try again.";
      setError(`Error: ${detail}`);
      setFieldErrors(caught instanceof ApiError ? caught.errors : []);
      setPending(false);
    }
  }

  return (
    <form onSubmit={onSubmit} className="space-y-4">
      {error && (
        <p role="alert" className="rounded-lg bg-danger-light px-3 py-2 text-sm text-danger">
          {error}
        </p>
      )}
      {FIELDS.map((field) => {
        const message = fieldErrors.find((e) => e.field === field.name)?.message;
        return (
          <div key={field.name}>
            <label htmlFor={`${id}-${field.name}`} className="block text-sm font-medium">
              {field.label}
              {!field.required && <span className="font-normal text-ink-muted"> (optional)</span>}
            </label>
            <input
              id={`${id}-${field.name}`}
              name={field.name}
              type={field.type}
              autoComplete={field.autoComplete}
              required={field.required}
              maxLength={INVITE_FIELD_LIMITS[field.name]}
              value={values[field.name]}
              onChange={(event) => setValues({ ...values, [field.name]: event.target.value })}
              aria-invalid={message ? true : undefined}
              aria-describedby={message ? `${id}-${field.name}-error` : undefined}
              className="mt-1 w-full rounded-lg border border-ink/20 px-3 py-2"
            />
            {message && (
              <p id={`${id}-${field.name}-error`} className="mt-1 text-sm text-danger">
                {message}
              </p>
            )}
          </div>
        );
      })}
      <div className="flex flex-wrap justify-end gap-3 pt-2">
        <button
          type="button"
          onClick={onCancel}
          className="rounded-full border border-ink/20 px-5 py-2 font-medium hover:bg-sand"
        >
          Cancel
        </button>
        <button
          type="submit"
          disabled={pending}
          className="rounded-full bg-teal px-5 py-2 font-semibold text-white hover:bg-teal-dark disabled:opacity-70"
        >
          {pending ? "Sending…" : "Send Invite"}
        </button>
      </div>
    </form>
  );
}
