import { type FormEvent, useEffect, useMemo, useRef, useState } from "react";
import { TextField } from "~/components/form/text-field";
import { ApiError, apiFetch } from "~/lib/api-client";
import { noticePath } from "~/lib/notice-path";
import { landingFields } from "~/lib/page-views";
import { fieldErrorsFromZod } from "../../../contract/errors";
import { formCopy } from "../../../contract/form-copy";
import { type LanguageCode, languageOf, pickLanguage } from "../../../contract/languages";
import {
  formatPhone,
  HONEYPOT_FIELD,
  surveyResponseCreatedSchema,
  surveyResponseSchema,
  WAITLIST_LIMITS,
  WAITLIST_TEXT_FIELDS,
} from "../../../contract/waitlist";
import type { ThanksChannel } from "../../../contract/waitlist-copy";
import { HomeCitySelect, PreferredCityChips } from "./city-picker";
import { ConsentChecks } from "./consent-checks";
import { LanguagePicker } from "./language-picker";
import { carriedReferralCode } from "./referral";
import { useCities } from "./use-cities";
import { WAITLIST_COPY } from "./waitlist-copy";
import type { WaitlistValues } from "./waitlist-values";

type Errors = Partial<Record<string, string>>;

/** Where the visitor came from, clipped to the contract's limits so it can never block a sign-up. */
function tracking() {
  const query = new URLSearchParams(window.location.search);
  const clip = (value: string | null, max: number) => value?.trim().slice(0, max) || undefined;
  const external = document.referrer && !document.referrer.startsWith(window.location.origin);
  return {
    utmSource: clip(query.get("utm_source"), WAITLIST_LIMITS.utm),
    utmMedium: clip(query.get("utm_medium"), WAITLIST_LIMITS.utm),
    utmCampaign: clip(query.get("utm_campaign"), WAITLIST_LIMITS.utm),
    referrer: external ? clip(document.referrer, WAITLIST_LIMITS.referrer) : undefined,
    ref: carriedReferralCode(),
    ...landingFields(),
  };
}

export interface SavedSignUp {
  email: string;
  /** Formatted for reading (the thanks view must not load the phone metadata itself). */
  phone: string;
  channel: ThanksChannel;
  /** The form's language: the thanks speaks it too. */
  language: LanguageCode;
}

interface Props {
  values: WaitlistValues;
  onChange: (values: WaitlistValues) => void;
  /** Gets the address, number and channel of the sign-up, for the thank-you message. */
  onSaved: (thanks: SavedSignUp) => void;
}

/** The waitlist form: checked with the server's own schema first, then saved; nothing typed is lost. */
export function WaitlistForm({ values, onChange, onSaved }: Props) {
  const { state: cities, retry: retryCities } = useCities();
  const [errors, setErrors] = useState<Errors>({});
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string>();
  const [focusRequest, setFocusRequest] = useState(0);
  const busy = useRef(false);
  const form = useRef<HTMLFormElement>(null);

  // The browser's language when it is one of the 23, until the visitor picks one (docs/product.md, Consent).
  const language = values.language ?? pickLanguage(typeof navigator === "undefined" ? [] : navigator.languages);
  const copy = formCopy(language);
  /** A rule's message in the form's language: its own English, or the field's one translated message. */
  const say = (field: string, message: string) =>
    language === "en" ? message : (copy.errors[field as keyof typeof copy.errors] ?? message);
  const errorsOf = (issues: { field: string; message: string }[]) =>
    Object.fromEntries(issues.map((e) => [e.field, say(e.field, e.message)]));

  const schema = useMemo(
    () => surveyResponseSchema(cities.status === "ready" ? cities.cities.map((c) => c.name) : []),
    [cities],
  );

  useEffect(() => {
    if (focusRequest) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  /** Keeps what was typed; a field the visitor has just put right loses its message at once. */
  const set = (patch: Partial<WaitlistValues>) => {
    const next = { ...values, ...patch };
    onChange(next);
    if (!Object.keys(patch).some((name) => errors[name])) return;
    const checked = schema.safeParse(next);
    const stillWrong = new Set(checked.success ? [] : fieldErrorsFromZod(checked.error).map((e) => e.field));
    const remaining = Object.fromEntries(
      Object.entries(errors).filter(([name]) => !(name in patch) || stillWrong.has(name)),
    );
    setErrors(remaining);
    // The banner said "check the highlighted fields": with none left it has nothing more to say.
    if (Object.keys(remaining).length === 0) setFailure(undefined);
  };

  async function submit(event?: FormEvent) {
    event?.preventDefault();
    if (busy.current) return;
    const honeypot = form.current?.querySelector<HTMLInputElement>(`[name="${HONEYPOT_FIELD}"]`)?.value;
    const payload = { ...values, language, ...tracking(), ...(honeypot ? { [HONEYPOT_FIELD]: honeypot } : {}) };
    const checked = schema.safeParse(payload);
    setFailure(undefined);
    if (!checked.success) {
      setErrors(errorsOf(fieldErrorsFromZod(checked.error)));
      setFocusRequest((n) => n + 1);
      return;
    }
    setErrors({});
    busy.current = true;
    setSaving(true);
    try {
      const { channel } = await apiFetch("/survey_responses", { body: payload, schema: surveyResponseCreatedSchema });
      onSaved({ email: checked.data.email, phone: formatPhone(checked.data.phone), channel, language });
    } catch (error) {
      const apiError = error instanceof ApiError ? error : new ApiError(0, "Something unexpected happened.");
      setErrors(errorsOf(apiError.errors));
      setFailure(apiError.detail);
      if (apiError.errors.length) setFocusRequest((n) => n + 1);
    } finally {
      busy.current = false;
      setSaving(false);
    }
  }

  const hasFieldErrors = Object.keys(errors).length > 0;
  return (
    <form
      ref={form}
      method="post"
      action="/api/v1/survey_responses"
      noValidate
      onSubmit={submit}
      aria-busy={saving}
      lang={language}
      dir={languageOf(language).dir}
      className="space-y-4"
    >
      <LanguagePicker label={copy.language} value={language} onChange={(picked) => set({ language: picked })} />
      {WAITLIST_TEXT_FIELDS.map((field) => (
        <TextField
          key={field.name}
          {...field}
          label={copy.labels[field.name]}
          optionalText={copy.optional}
          value={values[field.name]}
          onChange={(event) => set({ [field.name]: event.target.value })}
          error={errors[field.name]}
          required={!field.optional}
        />
      ))}
      <HomeCitySelect
        state={cities}
        value={values.homeCity}
        label={copy.labels.homeCity}
        placeholder={copy.selectHomeCity}
        error={errors.homeCity}
        onChange={(homeCity) => set({ homeCity })}
      />
      {cities.status === "error" ? (
        <div role="alert" className="rounded-xl border border-danger bg-danger-light p-3 text-sm text-danger">
          <p>{cities.message}</p>
          <button type="button" onClick={retryCities} className="mt-2 font-semibold underline">
            Retry loading cities
          </button>
        </div>
      ) : null}
      {cities.status === "ready" ? (
        <PreferredCityChips
          cities={cities.cities}
          selected={values.preferredCities}
          label={copy.labels.preferredCities}
          optionalText={copy.optional}
          error={errors.preferredCities}
          onChange={(preferredCities) => set({ preferredCities })}
        />
      ) : null}
      <ConsentChecks copy={copy} noticeHref={noticePath(language)} values={values} errors={errors} onChange={set} />
      <label className="flex items-start gap-3 text-sm">
        <input
          type="checkbox"
          name="whatsappOptIn"
          checked={values.whatsappOptIn}
          onChange={(event) => set({ whatsappOptIn: event.target.checked })}
          aria-describedby="whatsapp-opt-in-hint"
          className="mt-1 size-4 accent-teal"
        />
        <span>
          <span className="font-semibold">{copy.whatsapp}</span>
          <span id="whatsapp-opt-in-hint" className="block text-ink-muted">
            {copy.whatsappHint}
          </span>
        </span>
      </label>
      <div className="absolute -left-[10000px]" aria-hidden="true">
        <label>
          Leave this empty
          <input name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
      <div role="alert" className="empty:hidden">
        {failure ? (
          <div className="rounded-xl border border-danger bg-danger-light p-3 text-sm text-danger">
            <p className="font-semibold">{hasFieldErrors ? copy.checkFields : WAITLIST_COPY.saveFailed}</p>
            {hasFieldErrors ? null : (
              <>
                <p>
                  {failure} {WAITLIST_COPY.keptInput}
                </p>
                <button type="button" onClick={() => submit()} className="mt-2 font-semibold underline">
                  Try again
                </button>
              </>
            )}
          </div>
        ) : hasFieldErrors ? (
          <p className="text-sm font-semibold text-danger">{copy.checkFields}</p>
        ) : null}
      </div>
      <button
        type="submit"
        disabled={saving}
        className="w-full rounded-full bg-teal px-6 py-3 font-semibold text-white hover:bg-teal-dark disabled:cursor-wait disabled:opacity-80"
      >
        {saving ? copy.submitting : copy.submit}
      </button>
      <p className="text-center text-sm text-ink-muted">
        By submitting this form, you agree to our{" "}
        <a href="/privacy" target="_blank" rel="noopener" className="text-teal-dark underline">
          privacy policy<span className="sr-only"> (opens in a new tab)</span>
        </a>
        .
      </p>
    </form>
  );
}
