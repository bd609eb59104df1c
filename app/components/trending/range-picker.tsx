import { type FormEvent, useState } from "react";
import type { FieldError } from "../../../contract/errors";
import { type DayRange, rangeErrors } from "../../../contract/trending";
import { addDays, isCalendarDay } from "../../../contract/trending-days";

const PRESETS = [7, 30, 90] as const;

/** Field errors for a draft range, with the same rules the server applies. */
export function draftErrors(draft: DayRange): FieldError[] {
  const missing = (["from", "to"] as const)
    .filter((field) => !isCalendarDay(draft[field]))
    .map((field) => ({ field, message: "Enter a full date." }));
  return missing.length ? missing : rangeErrors(draft);
}

function presetRange(today: string, days: number): DayRange {
  return { from: addDays(today, -(days - 1)), to: today };
}

interface Props {
  value: DayRange;
  /** The last day a preset ends on: today in India. */
  today: string;
  onApply: (range: DayRange) => void;
}

/** Two date inputs (From, To) and quick presets; drives the chart and the breakdown. */
export function RangePicker({ value, today, onApply }: Props) {
  const [draft, setDraft] = useState(value);
  const [errors, setErrors] = useState<FieldError[]>([]);
  const errorFor = (field: string) => errors.find((e) => e.field === field)?.message;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = draftErrors(draft);
    setErrors(found);
    if (!found.length) onApply(draft);
  }

  function preset(days: number) {
    const range = presetRange(today, days);
    setDraft(range);
    setErrors([]);
    onApply(range);
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Date range" className="flex flex-wrap items-start gap-x-4 gap-y-3">
      {(["from", "to"] as const).map((field) => (
        <div key={field} className="flex flex-col">
          <label htmlFor={`range-${field}`} className="text-sm font-medium">
            {field === "from" ? "From" : "To"}
          </label>
          <input
            id={`range-${field}`}
            type="date"
            value={draft[field]}
            onChange={(event) => setDraft({ ...draft, [field]: event.target.value })}
            aria-invalid={errorFor(field) ? true : undefined}
            aria-describedby={errorFor(field) ? `range-${field}-error` : undefined}
            className="mt-1 rounded-lg border border-ink/20 bg-white px-3 py-2 aria-invalid:border-danger"
          />
          {errorFor(field) && (
            <p id={`range-${field}-error`} className="mt-1 max-w-56 text-sm text-danger">
              {errorFor(field)}
            </p>
          )}
        </div>
      ))}
      <button type="submit" className="mt-6 rounded-full bg-teal px-5 py-2 font-semibold text-white hover:bg-teal-dark">
        Apply
      </button>
      <fieldset className="mt-6 flex flex-wrap items-center gap-2 text-sm">
        <legend className="sr-only">Quick ranges</legend>
        {PRESETS.map((days) => (
          <button
            key={days}
            type="button"
            onClick={() => preset(days)}
            aria-pressed={value.to === today && value.from === presetRange(today, days).from}
            className="rounded-full border border-ink/20 bg-white px-3 py-1.5 hover:bg-sand aria-pressed:border-teal aria-pressed:bg-teal-light aria-pressed:text-teal-dark"
          >
            Last {days} days
          </button>
        ))}
      </fieldset>
    </form>
  );
}
