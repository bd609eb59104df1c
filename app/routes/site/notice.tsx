import { useLocation } from "react-router";
import { GrievanceForm } from "~/components/rights/grievance-form";
import { NoticeLanguages } from "~/components/site/notice-languages";
import { absoluteUrl } from "~/components/site/page-meta";
import { NOTICE_ARCHIVE, NOTICES } from "~/content/notice";
import { BRAND_NAME, CONTACT_EMAIL, GRIEVANCE_EMAIL } from "~/content/site";
import { noticeFace } from "~/lib/notice-faces";
import { NOTICE_PATH, noticePageOf } from "~/lib/notice-path";
import { languageOf } from "../../../contract/languages";
import { NOTICE_VERSION } from "../../../contract/notice-version";

/** The notice a path shows: its language's current text, or an archived version's English. */
function noticeFor(pathname: string) {
  const page = noticePageOf(pathname) ?? { language: "en" as const, version: NOTICE_VERSION };
  const text = page.version === NOTICE_VERSION ? NOTICES[page.language] : (NOTICE_ARCHIVE[page.version] ?? NOTICES.en);
  return { ...page, text };
}

const ADDRESSES: Record<string, string> = { "{email}": CONTACT_EMAIL, "{grievance}": GRIEVANCE_EMAIL };

/** An item's words with each address placeholder as a link that writes to it (the grievance officer's too). */
function withAddresses(text: string) {
  return text.split(/(\{email\}|\{grievance\})/).map((part, i) => {
    const address = ADDRESSES[part];
    return address ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed sentence, in order
      <a key={i} href={`mailto:${address}`} className="font-semibold underline underline-offset-4">
        {address}
      </a>
    ) : (
      part
    );
  });
}

export function meta({ location }: { location: { pathname: string } }) {
  const { text } = noticeFor(location.pathname);
  return [
    { title: `${text.title} | ${BRAND_NAME}` },
    { name: "description", content: text.intro },
    { tagName: "link", rel: "canonical", href: absoluteUrl(location.pathname) },
  ];
}

/**
 * The privacy notice (docs/product.md, Consent) in one of 23 languages, pre-rendered per path: plain text,
 * no script until the visitor reaches for the grievance form at its foot (which also posts without one), in
 * the language's own script and font (the root layout sets <html lang dir>).
 */
export default function Notice() {
  const { pathname } = useLocation();
  const { language, version, text } = noticeFor(pathname);
  const archived = version !== NOTICE_VERSION;
  const face = noticeFace(language, languageOf(language).script);
  return (
    <article className="px-4 py-16 sm:px-6 md:py-24">
      {/* React puts it in <head>: the page's one face arrives with the stylesheet, before the text paints. */}
      {face ? <link rel="preload" href={face} as="font" type="font/woff2" crossOrigin="anonymous" /> : null}
      <div className="mx-auto max-w-3xl">
        <h1 className="text-3xl font-bold text-balance md:text-4xl">{text.title}</h1>
        <p className="mt-3 text-sm text-ink-muted">
          {text.version} {version}
          {archived ? (
            <>
              {" "}
              (an earlier version; <a href={NOTICE_PATH}>the current notice</a>)
            </>
          ) : null}
        </p>
        {text.prevails ? (
          <p className="mt-6 rounded-xl border border-ink/15 bg-sand p-4 text-sm">{text.prevails}</p>
        ) : null}
        <p className="mt-6 text-lg text-pretty">{text.intro}</p>
        {text.sections.map((section) => (
          <section key={section.heading} className="mt-10">
            <h2 className="text-2xl font-semibold">{section.heading}</h2>
            <ul className="mt-4 list-disc space-y-3 ps-5">
              {section.items.map((item) => (
                <li key={item}>{withAddresses(item)}</li>
              ))}
            </ul>
          </section>
        ))}
        {/* Only under the current text: an earlier version is kept to be read as it was. */}
        {archived ? null : (
          <div className="mt-10">
            <GrievanceForm from="notice" language={language} />
          </div>
        )}
        <NoticeLanguages current={language} heading={text.languages} />
      </div>
    </article>
  );
}
