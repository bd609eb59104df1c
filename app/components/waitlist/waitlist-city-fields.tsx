import { useId } from "react";
import { FieldError, inputClass } from "~/components/form/text-field";
import { SITE_CITIES } from "~/content/site";
import { WAITLIST_FORM_COPY } from "../../../contract/waitlist-copy";
import { homeCityOptionsHtml, preferredCityChipsHtml } from "../../../contract/waitlist-form-html";

/**
 * The form's city choices, as the page was served: the markup comes from contract/waitlist-form-html.ts,
 * which the server also uses to write a page's cities anew when a hub opens, so the HTML holds the current
 * cities, nothing is fetched when the form opens, and React hydrates exactly what the page shows.
 */
const HOME_OPTIONS = { __html: homeCityOptionsHtml(SITE_CITIES) };
const CHIPS = { __html: preferredCityChipsHtml(SITE_CITIES) };

/** `label`: the field's name in the form's language (contract/form-copy/); English by default. */
export function HomeCityField({
  error,
  label = WAITLIST_FORM_COPY.labels.homeCity,
}: {
  error: string | undefined;
  label?: string;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      <select
        id={id}
        name="homeCity"
        required
        autoComplete="address-level2"
        className={inputClass}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        data-city-options=""
        // biome-ignore lint/security/noDangerouslySetInnerHtml: our own markup of the city names, escaped (see above).
        dangerouslySetInnerHTML={HOME_OPTIONS}
      />
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

export function PreferredCitiesField({
  error,
  label = WAITLIST_FORM_COPY.labels.preferredCities,
  optional = WAITLIST_FORM_COPY.optional,
}: {
  error: string | undefined;
  label?: string;
  optional?: string;
}) {
  const id = useId();
  return (
    <fieldset aria-describedby={error ? `${id}-error` : `${id}-hint`}>
      <legend className="text-sm font-semibold">
        {label} <span className="font-normal text-ink-muted">{optional}</span>
      </legend>
      <p id={`${id}-hint`} className="text-sm text-ink-muted">
        {WAITLIST_FORM_COPY.preferredCitiesHint}
      </p>
      <div
        className="mt-2 flex flex-wrap gap-2"
        data-city-chips=""
        // biome-ignore lint/security/noDangerouslySetInnerHtml: our own markup of the city names, escaped (see above).
        dangerouslySetInnerHTML={CHIPS}
      />
      <FieldError id={`${id}-error`} message={error} />
    </fieldset>
  );
}
