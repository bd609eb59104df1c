import { useId } from "react";

/**
 * The one field for a second-factor code: a 6-digit code from the app or, where `recovery` is set, a
 * recovery code. Browsers and password managers offer one-time codes to autocomplete="one-time-code".
 */
export function CodeField({ error, recovery = false }: { error?: string | undefined; recovery?: boolean }) {
  const id = useId();
  return (
    <div>
      <label className="block text-sm font-medium" htmlFor={id}>
        {recovery ? "Code from your authenticator app, or a recovery code" : "Code from your authenticator app"}
      </label>
      <input
        id={id}
        name="code"
        autoComplete="one-time-code"
        inputMode={recovery ? "text" : "numeric"}
        required
        maxLength={32}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className="mt-1 w-full rounded-lg border border-ink/20 px-3 py-2 font-mono tracking-widest"
      />
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-2 text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
