import { FieldError } from "~/components/form/text-field";
import type { FormCopy } from "../../../contract/form-copy";

interface Props {
  copy: FormCopy;
  /** The notice in the form's language. */
  noticeHref: string;
  errors: Partial<Record<string, string>>;
}

const box = "mt-1 size-4 accent-teal";

/**
 * The waitlist purpose's consent, asked on its own (WhatsApp has its own box), and the age confirmation:
 * both required, neither ticked for the visitor; native boxes like the rest of the form, read at submit.
 */
export function ConsentChecks({ copy, noticeHref, errors }: Props) {
  return (
    <>
      <div className="text-sm">
        <label className="flex items-start gap-3">
          <input
            type="checkbox"
            name="waitlistConsent"
            value="on"
            required
            aria-invalid={errors.waitlistConsent ? true : undefined}
            aria-describedby="waitlist-consent-hint"
            className={box}
          />
          <span className="font-semibold">{copy.waitlist}</span>
        </label>
        <p id="waitlist-consent-hint" className="ms-7 text-ink-muted">
          {copy.waitlistHint}{" "}
          <a href={noticeHref} className="underline" target="_blank" rel="noopener">
            {copy.noticeLink}
          </a>
        </p>
        <FieldError id="waitlist-consent-error" message={errors.waitlistConsent} />
      </div>
      <div className="text-sm">
        <label className="flex items-start gap-3">
          <input
            type="checkbox"
            name="ageConfirmed"
            value="on"
            required
            aria-invalid={errors.ageConfirmed ? true : undefined}
            className={box}
          />
          <span className="font-semibold">{copy.age}</span>
        </label>
        <FieldError id="age-confirmed-error" message={errors.ageConfirmed} />
      </div>
    </>
  );
}
