import { Component, lazy, type ReactNode, Suspense, useMemo, useState } from "react";
import { LOADING_TEXT } from "./panel-style";
import type { WaitlistForm as WaitlistFormType } from "./waitlist-form";

// The form brings the contract and phone metadata (~65 kB compressed): it loads when a visitor shows
// intent (pointer over or focus on a trigger) or opens the panel, never with the page.
type FormModule = typeof import("./waitlist-form");
let formModule: Promise<FormModule> | undefined;
let retryUrl: string | undefined;

export function loadForm() {
  formModule ??= retryUrl ? (import(/* @vite-ignore */ retryUrl) as Promise<FormModule>) : import("./waitlist-form");
  formModule.catch((error: unknown) => {
    formModule = undefined;
    // Browsers remember a failed module download; only a fresh URL makes them fetch it again.
    const url = /https?:\/\/\S+?\.js/.exec(error instanceof Error ? error.message : "")?.[0];
    if (url) retryUrl = `${url}?retry=${Date.now()}`;
  });
  return formModule;
}

type FormProps = Parameters<typeof WaitlistFormType>[0];

/** The lazily loaded form, with a visible message and a retry if its code cannot be downloaded. */
export function FormLoader(props: FormProps) {
  const [attempt, setAttempt] = useState(0);
  // A rejected lazy() stays rejected, so each retry gets a fresh one.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new `attempt` is what makes a fresh loader.
  const WaitlistForm = useMemo(() => lazy(() => loadForm().then((m) => ({ default: m.WaitlistForm }))), [attempt]);
  return (
    <LoadFailure onRetry={() => setAttempt((n) => n + 1)}>
      <Suspense fallback={<p role="status">{LOADING_TEXT}</p>}>
        <WaitlistForm {...props} />
      </Suspense>
    </LoadFailure>
  );
}

class LoadFailure extends Component<{ onRetry: () => void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div role="alert" className="rounded-xl border border-danger bg-danger-light p-3 text-sm text-danger">
        <p>We couldn't load the form. Check your connection; anything you typed is kept.</p>
        <button
          type="button"
          className="mt-2 font-semibold underline"
          onClick={() => {
            this.setState({ failed: false });
            this.props.onRetry();
          }}
        >
          Try again
        </button>
      </div>
    );
  }
}
