import { useId } from "react";
import { FieldError, inputClass } from "~/components/form/text-field";
import { type City, WAITLIST_FIELD_LABELS } from "../../../contract/waitlist";
import type { CitiesState } from "./use-cities";

const soon = (city: City) => (city.status === "planned" ? " (coming soon)" : "");

interface HomeCityProps {
  state: CitiesState;
  value: string;
  /** The label and the empty choice in the form's language (contract/form-copy/). */
  label?: string;
  placeholder?: string;
  error: string | undefined;
  onChange: (value: string) => void;
}

export function HomeCitySelect({
  state,
  value,
  error,
  onChange,
  label = WAITLIST_FIELD_LABELS.homeCity,
  placeholder = "Select your home city",
}: HomeCityProps) {
  const id = useId();
  const cities = state.status === "ready" ? state.cities : [];
  return (
    <div>
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      <select
        id={id}
        name="homeCity"
        autoComplete="address-level2"
        className={inputClass}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        disabled={state.status !== "ready"}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      >
        <option value="">{state.status === "loading" ? "Loading cities…" : placeholder}</option>
        {cities.map((city) => (
          <option key={city.id} value={city.name}>
            {city.name}
            {soon(city)}
          </option>
        ))}
      </select>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

interface ChipsProps {
  cities: City[];
  selected: string[];
  label?: string;
  optionalText?: string;
  error: string | undefined;
  onChange: (selected: string[]) => void;
}

/** Toggle buttons (announced as pressed), plus hidden inputs so a plain form post carries the choice. */
export function PreferredCityChips({
  cities,
  selected,
  error,
  onChange,
  label = WAITLIST_FIELD_LABELS.preferredCities,
  optionalText = "(optional)",
}: ChipsProps) {
  const id = useId();
  const toggle = (name: string) =>
    onChange(selected.includes(name) ? selected.filter((n) => n !== name) : [...selected, name]);
  return (
    <fieldset aria-describedby={error ? `${id}-error` : `${id}-hint`}>
      <legend className="text-sm font-semibold">
        {label} <span className="font-normal text-ink-muted">{optionalText}</span>
      </legend>
      <p id={`${id}-hint`} className="text-sm text-ink-muted">
        Where would you like a stash waiting for you?
      </p>
      <div className="mt-2 flex flex-wrap gap-2">
        {cities.map((city) => {
          const pressed = selected.includes(city.name);
          return (
            <button
              key={city.id}
              type="button"
              aria-pressed={pressed}
              onClick={() => toggle(city.name)}
              className={`rounded-full border px-3.5 py-1.5 text-sm font-medium transition-colors ${
                pressed ? "border-teal bg-teal text-white" : "border-ink-muted/50 bg-white text-ink hover:border-teal"
              }`}
            >
              {city.name}
              {city.status === "planned" ? <span className={pressed ? "" : "text-ink-muted"}> · soon</span> : null}
            </button>
          );
        })}
      </div>
      {selected.map((name) => (
        <input key={name} type="hidden" name="preferredCities" value={name} />
      ))}
      <FieldError id={`${id}-error`} message={error} />
    </fieldset>
  );
}
