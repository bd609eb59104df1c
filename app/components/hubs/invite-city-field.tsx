import { FieldError, inputClass } from "~/components/form/text-field";
import { useCities } from "~/components/waitlist/use-cities";

interface InviteCityFieldProps {
  id: string;
  value: string;
  onChange: (city: string) => void;
  error: string | undefined;
}

/** The hub a manual invite is for (docs/product.md, Hubs): live cities first, then planned ones. */
export function InviteCityField({ id, value, onChange, error }: InviteCityFieldProps) {
  const { state, retry } = useCities();
  const cities = state.status === "ready" ? state.cities : [];
  const group = (status: "live" | "planned") => cities.filter((city) => city.status === status);
  return (
    <div>
      <label htmlFor={id} className="text-sm font-semibold">
        City
      </label>
      <select
        id={id}
        name="city"
        required
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        aria-busy={state.status === "loading"}
        className={inputClass}
      >
        <option value="">{state.status === "loading" ? "Loading the cities…" : "Choose the hub"}</option>
        {(["live", "planned"] as const).map((status) => (
          <optgroup key={status} label={status === "live" ? "Live" : "Planned"}>
            {group(status).map((city) => (
              <option key={city.id} value={city.name}>
                {city.name}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
      {state.status === "error" ? (
        <p className="mt-1 text-sm text-danger">
          {state.message}{" "}
          <button type="button" onClick={retry} className="font-semibold underline">
            Try again
          </button>
        </p>
      ) : null}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
