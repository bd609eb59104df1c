/** A secret shown once, right after it was made: staff copy it now, as it is never shown again. */
export function SecretOnce({ label, value }: { label: string; value: string }) {
  return (
    <div role="status" className="space-y-1 rounded-xl border border-teal/40 bg-teal/5 p-3">
      <p className="text-sm font-semibold">{label}: copy it now, it will not be shown again.</p>
      <input
        readOnly
        aria-label={label}
        value={value}
        onFocus={(event) => event.currentTarget.select()}
        className="block w-full rounded-lg border border-ink-muted/40 bg-white px-2 py-1.5 font-mono text-sm"
      />
    </div>
  );
}
