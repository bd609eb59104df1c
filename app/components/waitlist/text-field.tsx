import { type InputHTMLAttributes, useId } from "react";

export const inputClass =
  "mt-1 block w-full rounded-xl border border-ink-muted/60 bg-white px-3 py-2.5 text-base text-ink " +
  "placeholder:text-ink-muted/70 focus:border-teal aria-[invalid=true]:border-danger";

interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  name: string;
  label: string;
  error?: string | undefined;
  optional?: boolean;
}

/** A labelled input whose error sits right under it and is tied to it for screen readers. */
export function TextField({ name, label, error, optional, ...input }: TextFieldProps) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
        {optional ? <span className="font-normal text-ink-muted"> (optional)</span> : null}
      </label>
      <input
        id={id}
        name={name}
        className={inputClass}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...input}
      />
      <FieldError id={`${id}-error`} message={error} />
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
