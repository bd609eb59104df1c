import type { FormCopy } from "../../../contract/form-copy";
import type { WaitlistValues } from "./waitlist-values";

interface Props {
  copy: FormCopy;
  /** The notice in the form's language. */
  noticeHref: string;
  values: WaitlistValues;
  errors: Partial<Record<string, string>>;
  onChange: (patch: Partial<WaitlistValues>) => void;
}

const box = "mt-1 size-4 accent-teal";

/**
 * The waitlist purpose's consent, asked on its own (WhatsApp has its own box), and the age confirmation:
 * both required, neither ticked for the visitor; the first links the notice it asks consent to.
 */
export function ConsentChecks({ copy, noticeHref, values, errors, onChange }: Props) {
  return (
    <>
      <div className="text-sm">
        <label className="flex items-start gap-3">
          <input
            type="checkbox"
            name="waitlistConsent"
            required
            checked={values.waitlistConsent}
            onChange={(event) => onChange({ waitlistConsent: event.target.checked })}
            aria-invalid={errors.waitlistConsent ? true : undefined}
            aria-describedby="waitlist-consent-hint"
            className={box}
          />
          <span className="font-semibold">{copy.waitlist}</span>
        </label>
        <p id="waitlist-consent-hint" className="ml-7 text-ink-muted">
          {copy.waitlistHint}{" "}
          <a href={noticeHref} className="underline" target="_blank" rel="noopener">
            {copy.noticeLink}
          </a>
        </p>
        {errors.waitlistConsent ? <p className="ml-7 text-danger">{errors.waitlistConsent}</p> : null}
      </div>
      <div className="text-sm">
        <label className="flex items-start gap-3">
          <input
            type="checkbox"
            name="ageConfirmed"
            required
            checked={values.ageConfirmed}
            onChange={(event) => onChange({ ageConfirmed: event.target.checked })}
            aria-invalid={errors.ageConfirmed ? true : undefined}
            className={box}
          />
          <span className="font-semibold">{copy.age}</span>
        </label>
        {errors.ageConfirmed ? <p className="ml-7 text-danger">{errors.ageConfirmed}</p> : null}
      </div>
    </>
  );
}
