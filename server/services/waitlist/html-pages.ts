import { BRAND_NAME, HEADER_BADGE } from "../../../contract/brand.js";
import type { FieldError } from "../../../contract/errors.js";
import { type FormCopy, formCopy, panelCopy } from "../../../contract/form-copy/index.js";
import { type LanguageCode, languageOf } from "../../../contract/languages.js";
import {
  type City,
  formatPhone,
  HONEYPOT_FIELD,
  WAITLIST_FIELD_LABELS,
  WAITLIST_LIMITS,
  WAITLIST_TEXT_FIELDS,
} from "../../../contract/waitlist.js";
import type { ThanksChannel } from "../../../contract/waitlist-copy.js";
import { escapeHtml } from "../../lib/escape-html.js";
import { noticeLink } from "../consent/notice-link.js";
import { languageLinks } from "./form-language.js";

/**
 * The waitlist without JavaScript: small, self-contained pages (inline styles, no scripts, no external
 * requests) for a browser that posts the form directly. The error page is the form again, refilled with
 * what the visitor typed, so nothing is lost.
 */
const STYLE = `
*{box-sizing:border-box}
body{margin:0;background:#fbf8f3;color:#0f1f3d;font:16px/1.6 Arial,"Liberation Sans",Helvetica,system-ui,sans-serif}
.badge{margin:0;background:#fdecc8;padding:.4rem 1rem;text-align:center;font-size:.75rem;font-weight:600;letter-spacing:.02em}
header{border-bottom:1px solid #f3ede3;padding:.85rem 1.25rem}
.brand{font:600 1.5rem/1 Georgia,"Times New Roman",serif;color:#0f1f3d;text-decoration:none}
main{max-width:36rem;margin:2rem auto 3rem;padding:2rem 1.5rem;background:#fff;border-radius:1.25rem;
box-shadow:0 1px 2px rgb(15 31 61/.06),0 8px 24px rgb(15 31 61/.08)}
@media (max-width:40rem){main{margin:0;border-radius:0;box-shadow:none;background:#fbf8f3;padding:1.75rem 1.25rem}}
h1{font:600 2rem/1.2 Georgia,"Times New Roman",serif;margin:0 0 .5rem;text-wrap:balance}
p{margin:.5rem 0 1.25rem;color:#4a5670}
label,legend{display:block;font-weight:600;margin:1.1rem 0 .35rem}
input,select{width:100%;padding:.7rem .9rem;border:1px solid #4a5670;border-radius:.75rem;font:inherit;background:#fff;color:#0f1f3d}
input:focus-visible,select:focus-visible,button:focus-visible,a:focus-visible{outline:3px solid #0f766e;outline-offset:2px}
fieldset{border:0;padding:0;margin:0}
.check{display:inline-flex;gap:.45rem;align-items:center;margin:.3rem .4rem .3rem 0;padding:.4rem .9rem;border-radius:999px;
border:1px solid #4a5670;font-weight:600;font-size:.9rem;cursor:pointer}
.check:has(input:checked){background:#0f766e;border-color:#0f766e;color:#fff}
.check input{width:auto;margin:0;accent-color:#0f766e}
button,.button{display:inline-block;margin-top:1.5rem;padding:.8rem 1.6rem;border:0;border-radius:999px;
background:#0f766e;color:#fff;font:600 1rem Arial,"Liberation Sans",system-ui,sans-serif;text-decoration:none;cursor:pointer;
box-shadow:0 1px 2px rgb(15 31 61/.06),0 8px 24px rgb(15 31 61/.08)}
button:hover,.button:hover{background:#115e59}
.errors{border:1px solid #b42318;background:#fdecea;color:#b42318;border-radius:.75rem;padding:.75rem 1rem}
.errors p{color:#b42318;margin:0 0 .25rem}
.small{font-size:.875rem}
.hp{position:absolute;left:-10000px}
a{color:#115e59;font-weight:600;text-underline-offset:4px}`;

/** Own keys only: a refused field may be named `constructor` or `__proto__`, which a plain lookup would find. */
function labelFor(field: string, copy: FormCopy): string {
  if (Object.hasOwn(copy.labels, field)) return copy.labels[field as keyof FormCopy["labels"]];
  return Object.hasOwn(WAITLIST_FIELD_LABELS, field) ? (WAITLIST_FIELD_LABELS[field] as string) : field;
}

/**
 * A plain page of the no-JavaScript kind (also the unsubscribe pages): the site's header badge, brand,
 * colours and card, the site's fallback faces (no font request), no script; `style` adds to the stylesheet.
 */
export function plainPage(title: string, body: string, { lang = "en-IN", dir = "ltr", style = "" } = {}) {
  return `<!doctype html><html lang="${lang}" dir="${dir}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title>
<meta name="robots" content="noindex"><style>${STYLE}${style}</style></head><body>
<p class="badge">${escapeHtml(HEADER_BADGE)}</p><header><a class="brand" href="/">${escapeHtml(BRAND_NAME)}</a></header>
<main>${body}</main></body></html>`;
}

export interface Thanks {
  email: string;
  phone: string;
  channel: ThanksChannel;
  /** The form's language: the page thanks in it. */
  language?: LanguageCode;
}

/**
 * A line of the thanks with its value in bold (escaped, like the rest). A phone number is set left to right, so
 * a right-to-left page does not turn its groups around.
 */
const bold = (line: string, name: "email" | "phone", value: string) => {
  const dir = name === "phone" ? ' dir="ltr"' : "";
  return value
    ? `<p>${escapeHtml(line).replace(`{${name}}`, () => `<strong${dir}>${escapeHtml(value)}</strong>`)}</p>`
    : "";
};

/** The same page for a new and a repeat sign-up (no enumeration): the message itself says which it was. */
export function thankYouPage({ email, phone, channel, language = "en" }: Thanks) {
  const copy = panelCopy(language).thanks;
  const speaks = { lang: language === "en" ? "en-IN" : language, dir: languageOf(language).dir };
  const back = `<a class="button" href="/">${escapeHtml(copy.back)}</a>`;
  if (channel === "whatsapp") {
    return plainPage(
      copy.whatsapp,
      `<h1>${escapeHtml(copy.whatsapp)}</h1>${bold(copy.whatsappSent, "phone", formatPhone(phone))}${bold(copy.whatsappFallback, "email", email)}\n${back}`,
      speaks,
    );
  }
  return plainPage(
    copy.email,
    `<h1>${escapeHtml(copy.email)}</h1>${bold(copy.emailSent, "email", email)}<p>${escapeHtml(copy.emailNext)}</p>\n${back}`,
    speaks,
  );
}

export interface FormPageOptions {
  cities: City[];
  /** Whether this server sends WhatsApp: the tick-box is offered only then. */
  whatsapp: boolean;
  values?: Record<string, unknown>;
  errors?: FieldError[];
  detail?: string;
  /** The form's language (form-language.ts): labels, boxes and messages follow it. */
  language?: LanguageCode;
}

function text(values: Record<string, unknown>, field: string) {
  const value = values[field];
  return typeof value === "string" ? value : "";
}

function input(values: Record<string, unknown>, field: (typeof WAITLIST_TEXT_FIELDS)[number], copy: FormCopy) {
  const { name, type, autoComplete, optional } = field;
  const mark = copy === formCopy("en") ? (optional ? "" : " (required)") : optional ? ` ${copy.optional}` : "";
  return `<label for="${name}">${escapeHtml(copy.labels[name])}${escapeHtml(mark)}</label>
<input id="${name}" name="${name}" type="${type}" autocomplete="${autoComplete}" maxlength="${WAITLIST_LIMITS[name]}"
${optional ? "" : "required "}value="${escapeHtml(text(values, name))}">`;
}

/** The whole form as plain HTML; with `errors` it lists the problems above the refilled fields. */
export function formPage({ cities, whatsapp, values = {}, errors = [], detail, language = "en" }: FormPageOptions) {
  const copy = formCopy(language);
  const say = (e: FieldError) =>
    language === "en" ? e.message : (copy.errors[e.field as keyof FormCopy["errors"]] ?? e.message);
  const chosen = new Set([values.preferredCities].flat().filter((v): v is string => typeof v === "string"));
  const home = text(values, "homeCity");
  // The referral code the visitor arrived with (docs/decisions/062), carried through a refill too.
  const ref = text(values, "ref");
  // Unticked unless the visitor ticked it before a refill.
  const optedIn = ["on", "true", true].includes(values.whatsappOptIn as string | boolean);
  const ticked = (value: unknown) => (["on", "true", true].includes(value as string | boolean) ? " checked" : "");
  const problems = detail
    ? `<div class="errors" role="alert"><p><strong>${escapeHtml(detail ?? "Some fields need attention.")}</strong></p>
${errors.map((e) => `<p>${escapeHtml(labelFor(e.field, copy))}: ${escapeHtml(say(e))}</p>`).join("")}</div>`
    : "";
  const options = cities
    .map((c) => `<option${c.name === home ? " selected" : ""}>${escapeHtml(c.name)}</option>`)
    .join("");
  const checks = cities
    .map(
      (c) => `<label class="check"><input type="checkbox" name="preferredCities" value="${escapeHtml(c.name)}"
${chosen.has(c.name) ? "checked" : ""}>${escapeHtml(c.name)}</label>`,
    )
    .join("");
  return plainPage(
    "Join the waitlist",
    `<h1>Get Started</h1><p>Fill out the short form to join the waitlist.</p>${problems}
${languageLinks(language)}
<form method="post" action="/api/v1/survey_responses">
${WAITLIST_TEXT_FIELDS.map((field) => input(values, field, copy)).join("\n")}
<label for="homeCity">${escapeHtml(copy.labels.homeCity)}${language === "en" ? " (required)" : ""}</label>
<select id="homeCity" name="homeCity" required><option value="">${escapeHtml(copy.selectHomeCity)}</option>${options}</select>
<fieldset><legend>${escapeHtml(copy.labels.preferredCities)}</legend>${checks}</fieldset>
<p><label class="check"><input type="checkbox" name="waitlistConsent" value="on" required${ticked(values.waitlistConsent)}>
${escapeHtml(copy.waitlist)}</label><br><span class="small">${escapeHtml(copy.waitlistHint)}
<a href="${noticeLink("", language)}">${escapeHtml(copy.noticeLink)}</a></span></p>
<p><label class="check"><input type="checkbox" name="ageConfirmed" value="on" required${ticked(values.ageConfirmed)}>
${escapeHtml(copy.age)}</label></p>
${
  whatsapp
    ? `<p><label class="check"><input type="checkbox" name="whatsappOptIn" value="on"${optedIn ? " checked" : ""}>
${escapeHtml(copy.whatsapp)}</label><br><span class="small">${escapeHtml(copy.whatsappHint)}</span></p>`
    : ""
}
<input type="hidden" name="language" value="${language}">
${ref ? `<input type="hidden" name="ref" value="${escapeHtml(ref)}">` : ""}
<div class="hp" aria-hidden="true"><label for="${HONEYPOT_FIELD}">Leave this empty</label>
<input id="${HONEYPOT_FIELD}" name="${HONEYPOT_FIELD}" tabindex="-1" autocomplete="off"></div>
<button type="submit">${escapeHtml(copy.submit)}</button>
<p class="small">By submitting this form, you agree to our <a href="/privacy">privacy policy</a>.</p>
</form><p class="small"><a href="/">Back to the home page</a></p>`,
    { lang: language === "en" ? "en-IN" : language, dir: languageOf(language).dir },
  );
}
