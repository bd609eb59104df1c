import { useId } from "react";
import { LANGUAGES, type LanguageCode } from "../../../contract/languages";
import { languageFace } from "../../lib/language-face";

interface Props {
  label: string;
  /** The form's language, once React runs: the closed box shows its name in that language's face. */
  language: LanguageCode;
  onChange: (language: LanguageCode) => void;
}

/** The chosen language's face first, then the device's (the --font-system stack of app.css). */
function pickerFonts(language: LanguageCode) {
  const face = languageFace(language);
  return face ? { fontFamily: `"${face}", var(--font-system)` } : undefined;
}

/**
 * The form's language: English first, then the 22 languages of the Eighth Schedule by their own names, all in
 * the device's own fonts (`font-system`, on the select as well as its options): a browser measures every
 * option to size a closed select, and in our faces that downloaded one per script as the form opened. The
 * chosen language's own face comes first on the select: the form's text has just downloaded it, and its
 * unicode-range leaves the other options' letters to the device, so a device without Indian system fonts
 * still shows the chosen name, not empty boxes, and nothing more is fetched.
 */
export function LanguagePicker({ label, language, onChange }: Props) {
  const id = useId();
  return (
    <div className="flex items-center justify-end gap-2 text-sm">
      <label htmlFor={id} className="font-semibold">
        {label}
        {label === "Language" ? null : <span lang="en"> (Language)</span>}
      </label>
      <select
        id={id}
        name="language"
        // Not controlled, like the form's other fields: a pick made before React runs stays (waitlist-form.tsx).
        defaultValue="en"
        onChange={(event) => onChange(event.target.value as LanguageCode)}
        className="rounded-lg border border-ink-muted/50 bg-white px-2 py-1.5 font-system"
        style={pickerFonts(language)}
      >
        {LANGUAGES.map((language) => (
          <option key={language.code} value={language.code} lang={language.code} className="font-system">
            {language.name}
          </option>
        ))}
      </select>
    </div>
  );
}
