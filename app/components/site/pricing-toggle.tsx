import { PRICING_COPY, PRICING_MODES, type PricingMode } from "~/content/pricing";
import { PRICING_MODE_INPUT } from "./use-pricing-url";

/** Subscription / Pay as you go: a two-option radio group styled as a segmented switch. */
export function PricingToggle({ mode, onChange }: { mode: PricingMode; onChange: (mode: PricingMode) => void }) {
  return (
    <fieldset className="mx-auto mt-10 w-fit">
      <legend className="sr-only">{PRICING_COPY.toggleLabel}</legend>
      <div className="flex rounded-full bg-white p-1 shadow-soft ring-1 ring-ink/10">
        {PRICING_MODES.map((option) => (
          <label
            key={option.id}
            className="cursor-pointer rounded-full px-5 py-2.5 text-sm font-semibold has-checked:bg-ink has-checked:text-white has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-teal"
          >
            <input
              type="radio"
              name={PRICING_MODE_INPUT}
              value={option.id}
              checked={mode === option.id}
              onChange={() => onChange(option.id)}
              className="sr-only"
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
