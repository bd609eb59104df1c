import { type FormEvent, useEffect, useRef, useState } from "react";
import { TextField } from "~/components/form/text-field";
import { ApiError, apiFetch } from "~/lib/api-client";
import { errorsInLanguage } from "~/lib/errors-in-language";
import { failureKey, failureLine, failureOf, type SharedFailure } from "~/lib/failure-message";
import { noticePath } from "~/lib/notice-path";
import { SUBMIT_PENDING_FLAG } from "~/lib/page-boot";
import { landingFields } from "~/lib/page-views";
import { failureCopy, formCopy } from "../../../contract/form-copy";
import { type LanguageCode, languageOf, pickLanguage } from "../../../contract/languages";
import { WAITLIST_FORM_COPY as COPY, type ThanksChannel } from "../../../contract/waitlist-copy";
import {
  HONEYPOT_FIELD,
  surveyResponseCreatedSchema,
  WAITLIST_LIMITS,
  WAITLIST_TEXT_FIELDS,
} from "../../../contract/waitlist-fields";
import { ConsentChecks } from "./consent-checks";
import { LanguagePicker } from "./language-picker";
import { carriedReferralCode } from "./referral";
import { HomeCityField, PreferredCitiesField } from "./waitlist-city-fields";

type Errors = Partial<Record<string, string>>;

/**
 * The first field takes focus when the panel opens, also when the browser opens it with no script at all:
 * the plain attribute, which React's `autoFocus` is not (that one moves focus itself when it mounts).
 */
const FIRST_FIELD: Record<string, string> = { autofocus: "" };
type Check = typeof import("./sign-up-check");

let check: Promise<Check> | undefined;
/** The schema and phone metadata load with the first check; a failed download is tried again next time. */
function loadCheck() {
  check ??= import("./sign-up-check");
  check.catch(() => {
    check = undefined;
  });
  return check;
}

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

/** What the fields hold now: the DOM is the one record of it, typed before React or after. */
function answers(form: HTMLFormElement) {
  const data = new FormData(form);
  const text = (name: string) => String(data.get(name) ?? "");
  const honeypot = text(HONEYPOT_FIELD);
  return {
    ...Object.fromEntries(WAITLIST_TEXT_FIELDS.map((field) => [field.name, text(field.name)])),
    homeCity: text("homeCity"),
    preferredCities: data.getAll("preferredCities").map(String),
    whatsappOptIn: data.get("whatsappOptIn") === "on",
    waitlistConsent: data.get("waitlistConsent") === "on",
    ageConfirmed: data.get("ageConfirmed") === "on",
    language: text("language") || "en",
    ...(honeypot ? { [HONEYPOT_FIELD]: honeypot } : {}),
  };
}

export interface SavedSignUp {
  email: string;
  /** Formatted for reading (the thanks view must not load the phone metadata itself). */
  phone: string;
  channel: ThanksChannel;
}

/**
 * The waitlist form, complete in the pre-rendered page: native fields with their validation attributes
 * (kinds, lengths, required) and a plain post, so it works before React and without it. Once React runs, it checks with the server's own schema,
 * says what is wrong beside each field and saves as JSON; the fields are never controlled, so React hydrates
 * them without touching what was typed, and a submit pressed before React is sent once it runs.
 */
export function WaitlistForm({
  onSaved,
  language,
  onLanguage,
}: {
  onSaved: (thanks: SavedSignUp) => void;
  /** The form's language, held by the panel, whose title and thanks follow it too. */
  language: LanguageCode;
  onLanguage: (language: LanguageCode) => void;
}) {
  const [errors, setErrors] = useState<Errors>({});
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<SharedFailure>();
  const [focusRequest, setFocusRequest] = useState(0);
  const busy = useRef(false);
  const form = useRef<HTMLFormElement>(null);
  // English in the page; the browser's language once React runs, when it is one of the 23.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the form is first in React's hands.
  useEffect(() => {
    // A pick made before React ran stands; else the browser's language, shown in the picker too.
    const picker = form.current?.elements.namedItem("language");
    if (!(picker instanceof HTMLSelectElement)) return;
    const picked = picker.value !== "en" ? (picker.value as LanguageCode) : pickLanguage(navigator.languages);
    picker.value = picked;
    onLanguage(picked);
  }, []);
  const copy = formCopy(language);
  const failed = failureCopy(language);
  const say = (found: Errors) => errorsInLanguage(language, found, copy.errors);

  useEffect(() => {
    if (focusRequest) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  async function submit(event?: FormEvent) {
    event?.preventDefault();
    const element = form.current;
    if (!element || busy.current) return;
    busy.current = true;
    setSaving(true);
    setFailure(undefined);
    try {
      const payload = { ...answers(element), ...tracking() };
      const checked = (await loadCheck()).checkSignUp(payload);
      if (!checked.ok) {
        setErrors(say(checked.errors));
        setFocusRequest((n) => n + 1);
        return;
      }
      setErrors({});
      const { channel } = await apiFetch("/survey_responses", { body: payload, schema: surveyResponseCreatedSchema });
      onSaved({ email: checked.email, phone: checked.phone, channel });
    } catch (error) {
      const fieldErrors = error instanceof ApiError ? error.errors : [];
      const { status, hasFieldErrors } = failureOf(error);
      setErrors(say(Object.fromEntries(fieldErrors.map((e) => [e.field, e.message]))));
      setFailure(failureKey(status, hasFieldErrors));
      if (hasFieldErrors) setFocusRequest((n) => n + 1);
    } finally {
      busy.current = false;
      setSaving(false);
    }
  }

  // A submit pressed before React ran (held by page-boot.ts) is sent now, once.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the form is first in React's hands.
  useEffect(() => {
    const element = form.current;
    if (!element || element.dataset[SUBMIT_PENDING_FLAG] === undefined) return;
    delete element.dataset[SUBMIT_PENDING_FLAG];
    void submit();
  }, []);

  /** A field the visitor has just put right loses its message at once. */
  async function recheck(event: FormEvent<HTMLFormElement>) {
    const name = (event.target as HTMLInputElement).name;
    if (!errors[name]) return;
    const now = answers(event.currentTarget);
    const checked = (await loadCheck()).checkSignUp(now);
    const remaining = checked.ok ? {} : checked.errors;
    const next = Object.fromEntries(Object.entries(errors).filter(([field]) => field !== name || remaining[field]));
    setErrors(next);
    // The banner said "check the highlighted fields": with none left it has nothing more to say.
    if (Object.keys(next).length === 0) setFailure(undefined);
  }

  const hasFieldErrors = Object.keys(errors).length > 0;
  return (
    <form
      ref={form}
      method="post"
      action="/api/v1/survey_responses"
      // The same messages everywhere: the app's beside each field, or without scripts the server's page.
      noValidate
      onSubmit={submit}
      onInput={recheck}
      // The check's code comes as the visitor starts on the form, so a submit does not wait for it.
      onFocus={() => void loadCheck()}
      aria-busy={saving}
      lang={language}
      dir={languageOf(language).dir}
      className="waitlist-form mt-6 space-y-4"
    >
      <LanguagePicker label={copy.language} language={language} onChange={onLanguage} />
      {WAITLIST_TEXT_FIELDS.map((field, index) => (
        <TextField
          key={field.name}
          {...(index === 0 ? FIRST_FIELD : {})}
          {...field}
          label={copy.labels[field.name]}
          optionalText={copy.optional}
          maxLength={WAITLIST_LIMITS[field.name]}
          error={errors[field.name]}
          required={!field.optional}
        />
      ))}
      <HomeCityField error={errors.homeCity} label={copy.labels.homeCity} prompt={copy.selectHomeCity} />
      <PreferredCitiesField
        error={errors.preferredCities}
        label={copy.labels.preferredCities}
        optional={copy.optional}
      />
      <ConsentChecks copy={copy} noticeHref={noticePath(language)} errors={errors} />
      <label className="whatsapp-choice items-start gap-3 text-sm">
        <input
          type="checkbox"
          name="whatsappOptIn"
          value="on"
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
          {COPY.honeypot}
          <input name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" />
        </label>
      </div>
      <div role="alert" className="empty:hidden">
        {failure ? (
          <div className="rounded-xl border border-danger bg-danger-light p-3 text-sm text-danger">
            <p className="font-semibold">{hasFieldErrors ? copy.checkFields : failed.title}</p>
            {hasFieldErrors ? null : (
              <>
                <p>
                  {failureLine(language, failure)} {failed.kept}
                </p>
                <button type="button" onClick={() => submit()} className="mt-2 font-semibold underline">
                  {failed.tryAgain}
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
        {/* Both words are in the page: the form's busy state picks one (app.css), before React too. */}
        <span className="when-idle">{copy.submit}</span>
        <span className="when-busy">{copy.submitting}</span>
      </button>
      <p className="text-center text-sm text-ink-muted">
        {COPY.consent[0]}
        <a href="/privacy" target="_blank" rel="noopener" className="text-teal-dark underline">
          {COPY.consent[1]}
          <span className="sr-only">{COPY.newTab}</span>
        </a>
        {COPY.consent[2]}
      </p>
    </form>
  );
}
