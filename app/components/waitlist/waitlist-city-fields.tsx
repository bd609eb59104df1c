import { useEffect, useId, useRef } from "react";
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

/** `label` and `prompt`: the field's name and empty choice in the form's language (contract/form-copy/). */
export function HomeCityField({
  error,
  label = WAITLIST_FORM_COPY.labels.homeCity,
  prompt = WAITLIST_FORM_COPY.homeCityPrompt,
}: {
  error: string | undefined;
  label?: string;
  prompt?: string;
}) {
  const id = useId();
  const select = useRef<HTMLSelectElement>(null);
  // The options are the served markup, not React's children: the empty choice's words are set in place,
  // so the cities and the visitor's choice stay as they are.
  useEffect(() => {
    const empty = select.current?.options[0];
    if (empty && empty.value === "") empty.textContent = prompt;
  }, [prompt]);
  return (
    <div>
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      <select
        ref={select}
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
