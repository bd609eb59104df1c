import { type EmailCopy, EN_EMAIL } from "../../../contract/email-copy/email-copy.js";
import { around, fillIn } from "../../../contract/form-copy/panel-copy.js";
import { escapeHtml } from "../../lib/escape-html.js";

/**
 * The one layout of every e-mail we send (invites, personal links): a plain-text part for every client and
 * a branded HTML part with one button. No images, no tracking pixels, no remote resources.
 */
export interface BrandedEmailInput {
  brandName: string;
  contactEmail: string;
  /** Greets by name when there is one. */
  name: string;
  paragraphs: string[];
  action: { label: string; intro: string; url: string };
  /** Small print under the button, before the contact line. */
  notes: string[];
  /** The person's language: the layout's own words (greeting, sign-off) and the page's lang and dir. */
  language?: { code: string; dir: "ltr" | "rtl"; layout: EmailCopy["layout"] };
}

const ENGLISH = { code: "en-IN", dir: "ltr", layout: EN_EMAIL.layout } as const;

export function brandedEmail(input: BrandedEmailInput): { text: string; html: string } {
  const { code, dir, layout } = input.language ?? ENGLISH;
  const greeting = input.name ? fillIn(layout.greeting, { name: input.name }) : layout.greetingNoName;
  const contact = fillIn(layout.questions, { email: input.contactEmail });
  const team = fillIn(layout.team, { brand: input.brandName });
  const [askBefore, askAfter] = around(layout.questions, "email");
  const text = [
    greeting,
    "",
    ...input.paragraphs.flatMap((p) => [p, ""]),
    input.action.intro,
    input.action.url,
    "",
    [...input.notes, contact].join(" "),
    "",
    team,
  ].join("\n");
  const link = escapeHtml(input.action.url);
  const mailto = escapeHtml(input.contactEmail);
  const small = "font-size:14px;color:#4a5670";
  const html = `<!doctype html>
<html lang="${code}" dir="${dir}"><body style="margin:0;background:#fbf8f3;font-family:Arial,sans-serif;color:#0f1f3d">
<div style="max-width:520px;margin:0 auto;padding:32px 24px">
<p style="font-size:20px;font-weight:bold">${escapeHtml(input.brandName)}</p>
<p>${escapeHtml(greeting)}</p>
${input.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join("\n")}
<p style="margin:28px 0"><a href="${link}" style="background:#0f766e;color:#ffffff;padding:12px 22px;border-radius:999px;text-decoration:none;font-weight:bold">${escapeHtml(input.action.label)}</a></p>
<p style="${small}">${escapeHtml(layout.orOpen)} <a href="${link}" style="color:#0f766e">${link}</a></p>
<p style="${small}">${input.notes.map(escapeHtml).join(" ")}${input.notes.length ? " " : ""}${escapeHtml(askBefore)}<a href="mailto:${mailto}" style="color:#0f766e">${mailto}</a>${escapeHtml(askAfter)}</p>
<p style="${small}">${escapeHtml(team)}</p>
</div></body></html>`;
  return { text, html };
}
