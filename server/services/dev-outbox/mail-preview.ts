import { escapeHtml } from "../../lib/escape-html.js";
import type { OutboxMail } from "./outbox-rows.js";

/**
 * What the sandbox lets an e-mail do: nothing of its own (no script, no origin), only open its links when
 * the developer clicks one, in this tab (the site refuses to be framed, so a link cannot open in the frame).
 */
const SANDBOX = "allow-top-navigation-by-user-activation allow-popups allow-popups-to-escape-sandbox";

/** Every link of the e-mail opens in the outbox's own tab: a <base> is refused by the page's CSP (base-uri). */
const linksToTop = (html: string) => html.replace(/<a\s/gi, '<a target="_top" ');

/**
 * One e-mail as it will look: its HTML part in a sandboxed frame (srcdoc, so it loads nothing and inherits
 * this page's CSP), and its plain-text part folded beneath.
 */
export function mailPreview(mail: OutboxMail) {
  const subject = escapeHtml(mail.subject);
  return `<li class="mail"><p class="meta"><strong>${subject}</strong> to ${escapeHtml(mail.toAddress)}
<span class="small">${escapeHtml(mail.createdAt)}</span></p>
<iframe title="E-mail: ${subject}" sandbox="${SANDBOX}" loading="lazy" srcdoc="${escapeHtml(linksToTop(mail.htmlBody))}"></iframe>
<details><summary>Plain text</summary><pre>${escapeHtml(mail.textBody)}</pre></details></li>`;
}
