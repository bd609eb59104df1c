import { type FormEvent, useId } from "react";
import { useSearchParams } from "react-router";
import { adminMeta } from "~/components/admin/admin-meta";
import { useAdminWrite } from "~/components/form/use-admin-write";
import { PasskeySignIn } from "~/components/passkeys/passkey-sign-in";

export function meta() {
  return adminMeta("Sign in");
}

export default function Login() {
  const [params] = useSearchParams();
  const login = useAdminWrite();
  const { pending, error } = login;
  const errorId = useId();

  // Signed in, the action sends the person on to where they were going (or the dashboard).
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const field = (name: string) => String(form.get(name) ?? "");
    void login.run("login", { email: field("email"), password: field("password"), next: params.get("next") });
  }

  return (
    <main className="grid min-h-dvh place-items-center bg-sand px-4">
      <form
        onSubmit={onSubmit}
        className="w-full max-w-sm rounded-card bg-white p-8 shadow-soft"
        aria-describedby={error ? errorId : undefined}
      >
        <p className="font-display text-2xl text-ink">Stashd</p>
        <h1 className="mt-1 text-lg font-semibold text-ink">Staff sign in</h1>
        {error && (
          <p id={errorId} role="alert" className="mt-4 rounded-lg bg-danger-light px-3 py-2 text-sm text-danger">
            {error}
          </p>
        )}
        <label className="mt-6 block text-sm font-medium" htmlFor="login-email">
          Email
        </label>
        <input
          id="login-email"
          name="email"
          type="email"
          autoComplete="username"
          required
          className="mt-1 w-full rounded-lg border border-ink/20 px-3 py-2"
        />
        <label className="mt-4 block text-sm font-medium" htmlFor="login-password">
          Password
        </label>
        <input
          id="login-password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          className="mt-1 w-full rounded-lg border border-ink/20 px-3 py-2"
        />
        <button
          type="submit"
          disabled={pending}
          className="mt-6 w-full rounded-full bg-teal px-4 py-2.5 font-semibold text-white hover:bg-teal-dark disabled:opacity-70"
        >
          {pending ? "Signing in…" : "Sign in"}
        </button>
        {/* A button of its own (type="button"): it does not submit the password form. */}
        <PasskeySignIn next={params.get("next")} />
      </form>
    </main>
  );
}
