import { AlertDialog } from "radix-ui";
import { type FormEvent, type ReactNode, useId, useState } from "react";

interface ConfirmDialogProps {
  /** The button that opens the dialog (rendered as the trigger itself). */
  trigger: ReactNode;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  pendingLabel: string;
  danger?: boolean;
  /** Staff must type this (a number, commas and spaces aside) before the action is allowed. */
  typeToConfirm?: string;
  /** Fields the action needs (e.g. a city's weekly intake); the first has the focus when the dialog opens. */
  children?: ReactNode;
  /** Runs on confirm (an admin write's `run`): the dialog closes on `ok` and shows `detail` otherwise. */
  onConfirm: () => Promise<{ ok: true } | { ok: false; detail: string }>;
}

/** "5,200", "5200" and "5 200" are the same number to type. */
const digitsOf = (text: string) => text.replace(/[\s,]/g, "");

const BUTTON = "rounded-full px-4 py-2 text-sm font-semibold disabled:opacity-60";

/**
 * The admin's one confirmation (decision 210): an action that is hard to take back asks first. Without
 * fields Cancel has the focus, so Enter does not confirm by accident; with fields, Enter in them confirms.
 */
export function ConfirmDialog({
  trigger,
  title,
  description,
  confirmLabel,
  pendingLabel,
  danger,
  typeToConfirm,
  children,
  onConfirm,
}: ConfirmDialogProps) {
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string>();
  const [typed, setTyped] = useState("");
  const inputId = useId();
  const typedOk = typeToConfirm === undefined || digitsOf(typed) === digitsOf(typeToConfirm);

  async function confirm(event: FormEvent) {
    event.preventDefault();
    if (pending || !typedOk) return;
    setPending(true);
    setError(undefined);
    const result = await onConfirm();
    setPending(false);
    if (result.ok) setOpen(false);
    else setError(result.detail);
  }

  return (
    <AlertDialog.Root
      open={open}
      onOpenChange={(next) => {
        if (pending) return;
        setOpen(next);
        setError(undefined);
        setTyped("");
      }}
    >
      <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-ink/40" />
        <AlertDialog.Content
          onOpenAutoFocus={(event) => {
            const field = children ? (event.currentTarget as HTMLElement).querySelector("input") : null;
            if (field) {
              event.preventDefault();
              field.focus();
            }
          }}
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-card bg-white p-6 shadow-soft"
        >
          <AlertDialog.Title className="font-display text-2xl">{title}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-ink-muted">{description}</AlertDialog.Description>
          <form onSubmit={confirm}>
            {children ? <div className="mt-4 space-y-4">{children}</div> : null}
            {typeToConfirm !== undefined && (
              <div className="mt-4 space-y-1">
                <label htmlFor={inputId} className="block text-sm font-semibold">
                  Type {typeToConfirm} to confirm
                </label>
                <input
                  id={inputId}
                  inputMode="numeric"
                  autoComplete="off"
                  value={typed}
                  onChange={(event) => setTyped(event.currentTarget.value)}
                  className="w-full rounded-lg border border-ink/20 px-3 py-2 text-sm"
                />
              </div>
            )}
            {error && (
              <p role="alert" className="mt-3 rounded-lg bg-danger-light px-3 py-2 text-sm text-danger">
                {error}
              </p>
            )}
            <div className="mt-6 flex justify-end gap-3">
              <AlertDialog.Cancel className={`${BUTTON} border border-ink/20 hover:bg-sand`} disabled={pending}>
                Cancel
              </AlertDialog.Cancel>
              <button
                type="submit"
                className={`${BUTTON} text-white ${danger ? "bg-danger hover:opacity-90" : "bg-teal hover:bg-teal-dark"}`}
                disabled={pending || !typedOk}
              >
                {pending ? pendingLabel : confirmLabel}
              </button>
            </div>
          </form>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
