import { type FormEvent, useMemo, useState } from "react";
import { SubmitButton } from "~/components/form/submit-button";
import { FormError, TextField } from "~/components/form/text-field";
import { HomeCitySelect, PreferredCityChips } from "~/components/waitlist/city-picker";
import { useCities } from "~/components/waitlist/use-cities";
import { ME_COPY } from "~/content/me";
import { ApiError, apiFetch } from "~/lib/api-client";
import { fieldErrorsFromZod } from "../../../contract/errors";
import { type Me, meSchema, meUpdateSchema } from "../../../contract/me";
import { formatPhone, WAITLIST_TEXT_FIELDS } from "../../../contract/waitlist";

/** The sign-up's text fields but the address, which is not changeable here. */
const FIELDS = WAITLIST_TEXT_FIELDS.filter((field) => field.name !== "email");

interface Props {
  me: Me;
  headers: Record<string, string> | undefined;
  onSaved: (me: Me) => void;
}

/** The correction form: the sign-up's own rules (checked here, then by the server); the address stays. */
export function DetailsForm({ me, headers, onSaved }: Props) {
  const { state: cities } = useCities();
  const [values, setValues] = useState({
    name: me.name,
    phone: formatPhone(me.phone),
    company: me.company,
    tripsPerMonth: me.tripsPerMonth,
    homeCity: me.homeCity,
    preferredCities: me.preferredCities,
    showInTopReferrers: me.showInTopReferrers,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string>();
  const [saved, setSaved] = useState(false);
  const [pending, setPending] = useState(false);
  const schema = useMemo(
    () => meUpdateSchema(cities.status === "ready" ? cities.cities.map((c) => c.name) : []),
    [cities],
  );

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSaved(false);
    setFailure(undefined);
    const checked = schema.safeParse(values);
    if (!checked.success) {
      setErrors(Object.fromEntries(fieldErrorsFromZod(checked.error).map((e) => [e.field, e.message])));
      return;
    }
    setErrors({});
    setPending(true);
    try {
      onSaved(await apiFetch("/me", { method: "PATCH", body: values, schema: meSchema, headers }));
      setSaved(true);
    } catch (error) {
      const apiError = error instanceof ApiError ? error : new ApiError(0, "Something went wrong. Please try again.");
      setErrors(Object.fromEntries(apiError.errors.map((e) => [e.field, e.message])));
      setFailure(apiError.detail);
    } finally {
      setPending(false);
    }
  }

  return (
    <section aria-labelledby="details-title" className="rounded-card bg-white p-6 shadow-soft">
      <h2 id="details-title" className="font-display text-2xl">
        {ME_COPY.detailsTitle}
      </h2>
      <p className="mt-2 text-sm text-ink-muted">
        <strong className="break-all text-ink">{me.email}</strong>. {ME_COPY.emailLocked}
      </p>
      <form onSubmit={submit} noValidate className="mt-4 space-y-4">
        <FormError message={failure} />
        {FIELDS.map((field) => (
          <TextField
            key={field.name}
            {...field}
            value={values[field.name]}
            onChange={(event) => setValues({ ...values, [field.name]: event.target.value })}
            error={errors[field.name]}
          />
        ))}
        <HomeCitySelect
          state={cities}
          value={values.homeCity}
          error={errors.homeCity}
          onChange={(homeCity) => setValues({ ...values, homeCity })}
        />
        {cities.status === "ready" ? (
          <PreferredCityChips
            cities={cities.cities}
            selected={values.preferredCities}
            error={errors.preferredCities}
            onChange={(preferredCities) => setValues({ ...values, preferredCities })}
          />
        ) : null}
        <label className="flex items-start gap-2 text-sm">
          <input
            type="checkbox"
            className="mt-0.5 size-4 accent-teal"
            checked={values.showInTopReferrers}
            onChange={(event) => setValues({ ...values, showInTopReferrers: event.currentTarget.checked })}
          />
          {ME_COPY.topReferrersOptIn}
        </label>
        <SubmitButton pending={pending} pendingLabel="Saving…">
          Save my details
        </SubmitButton>
        <p role="status" className="text-sm text-teal-dark empty:hidden">
          {saved ? ME_COPY.detailsSaved : null}
        </p>
      </form>
    </section>
  );
}
