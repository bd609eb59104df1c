import type { ReactNode } from "react";

/** The primary action: says what it is doing while the request runs, and cannot be pressed twice. */
export function SubmitButton({
  pending,
  pendingLabel,
  children,
  wide,
}: {
  pending: boolean;
  pendingLabel: string;
  children: ReactNode;
  wide?: boolean;
}) {
  return (
    <button
      type="submit"
      disabled={pending}
      className={`rounded-full bg-teal px-5 py-2.5 font-semibold text-white hover:bg-teal-dark disabled:opacity-70 ${wide ? "w-full" : ""}`}
    >
      {pending ? pendingLabel : children}
    </button>
  );
}
