import { noticePath } from "~/lib/notice-path";
import { LANGUAGES, type LanguageCode } from "../../../contract/languages";

/**
 * Links to the notice in every language, each by its own name. They are set in the device's own fonts
 * (`font-system`), not in our web fonts: a page downloads the face of its own language only, and a list of
 * 23 names must not pull in 12 scripts' files.
 */
export function NoticeLanguages({ current, heading }: { current: LanguageCode; heading: string }) {
  return (
    <nav aria-labelledby="notice-languages" className="mt-12 border-t border-ink/10 pt-8">
      <h2 id="notice-languages" className="text-xl font-semibold">
        {heading}
      </h2>
      <ul className="mt-4 flex flex-wrap gap-x-5 gap-y-2 font-system">
        {LANGUAGES.map((language) => (
          <li key={language.code} lang={language.code} dir={language.dir} className="font-system">
            {language.code === current ? (
              <span aria-current="page" className="font-semibold">
                {language.name}
              </span>
            ) : (
              <a href={noticePath(language.code)} hrefLang={language.code} className="underline underline-offset-4">
                {language.name}
              </a>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
