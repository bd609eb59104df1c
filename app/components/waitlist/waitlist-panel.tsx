import { useRef, useState } from "react";
import { BRAND_NAME, LIVE_CITIES_TEXT } from "~/content/site";
import { VARIANTS } from "~/content/waitlist";
import { fillIn, panelCopy } from "../../../contract/form-copy";
import { type LanguageCode, languageOf } from "../../../contract/languages";
import { PANEL_ID } from "./open-panel";
import { CloseButton, TITLE_ID, titleClass } from "./panel-style";
import { Thanks } from "./thanks";
import { type SavedSignUp, WaitlistForm } from "./waitlist-form";

/**
 * The waitlist panel, once per page and pre-rendered with the whole form in it: a native modal dialog that
 * 'Get started' and 'Get Invited' both open (open-panel.ts), before React as after, so the visitor types on
 * the first frame. The browser traps focus, closes it on Esc and returns focus to the trigger; React
 * hydrates the same fields, keeping whatever was typed. What was typed stays while the panel is closed.
 */
export function WaitlistPanel() {
  const panel = useRef<HTMLDialogElement>(null);
  /** The sign-up just made; set, the panel thanks instead of showing the form. */
  const [savedAs, setSavedAs] = useState<SavedSignUp>();
  /** The form's language: the title, the line under it and the thanks speak it too. */
  const [language, setLanguage] = useState<LanguageCode>("en");
  const copy = panelCopy(language).panel;
  const speaks = { lang: language, dir: languageOf(language).dir };

  return (
    <dialog
      ref={panel}
      id={PANEL_ID}
      // Set anew by each trigger (open-panel.ts); React never rewrites it.
      data-variant="getStarted"
      aria-labelledby={TITLE_ID}
      className="waitlist-panel"
      onClose={() => setSavedAs(undefined)}
    >
      {savedAs ? (
        <Thanks {...savedAs} language={language} onClose={() => panel.current?.close()} />
      ) : (
        <>
          <div className="flex items-start justify-between gap-4">
            <h2 id={TITLE_ID} className={titleClass(language)} {...speaks}>
              {VARIANTS.map((variant) => (
                <span key={variant} data-for={variant}>
                  {copy[variant]}
                </span>
              ))}
            </h2>
            <CloseButton />
          </div>
          <p className="mt-2 text-ink-muted" {...speaks}>
            {VARIANTS.map((variant) => (
              <span key={variant} data-for={variant}>
                {fillIn(copy[`${variant}Lead`], { brand: BRAND_NAME, cities: LIVE_CITIES_TEXT })}
              </span>
            ))}
          </p>
          <WaitlistForm onSaved={setSavedAs} language={language} onLanguage={setLanguage} />
        </>
      )}
    </dialog>
  );
}
