import { type InputHTMLAttributes, useId } from "react";

export const inputClass =
  "mt-1 block w-full rounded-xl border border-ink-muted/60 bg-white px-3 py-2.5 text-base text-ink " +
  "placeholder:text-ink-muted/70 focus:border-teal aria-[invalid=true]:border-danger";

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "className"> {
  label: string;
  /** The message for this field (the form's own check or the server's), tied to the input for screen readers. */
  error: string | undefined;
  /** Marks the label "(optional)"; fields are required otherwise. */
  optional?: boolean;
  /** The "(optional)" mark in the form's language. */
  optionalText?: string;
}

/** The one labelled text input of every form (waitlist, onboarding, staff): its error sits right under it. */
export function TextField({
  id,
  label,
  error,
  optional = false,
  optionalText = "(optional)",
  required,
  ...input
}: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  return (
    <div>
      <label htmlFor={inputId} className="text-sm font-semibold">
        {label}
        {optional ? <span className="font-normal text-ink-muted"> {optionalText}</span> : null}
      </label>
      <input
        id={inputId}
        required={required ?? !optional}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${inputId}-error` : undefined}
        className={inputClass}
        {...input}
      />
      <FieldError id={`${inputId}-error`} message={error} />
    </div>
  );
}

export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1 text-sm text-danger">
      {message}
    </p>
  );
}

export function FormError({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <p role="alert" className="rounded-lg bg-danger-light px-3 py-2 text-sm text-danger">
      {message}
    </p>
  );
}
