import { escapeHtml } from "../../lib/escape-html.js";
import { plainPage } from "../waitlist/html-pages.js";
import type { outboxMails, outboxWhatsapp } from "./outbox-rows.js";

type Mails = Awaited<ReturnType<typeof outboxMails>>;
type Messages = Awaited<ReturnType<typeof outboxWhatsapp>>;

const link = (url: string) => `<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>`;

function mailRows(mails: Mails) {
  if (mails.length === 0) return "<p>No e-mail in the outbox.</p>";
  return `<ul>${mails
    .map(
      (mail) => `<li><strong>${escapeHtml(mail.subject)}</strong> to ${escapeHtml(mail.toAddress)}
<span class="small">${escapeHtml(mail.createdAt)}</span><br>${mail.links.map(link).join("<br>")}</li>`,
    )
    .join("\n")}</ul>`;
}

function messageRows(messages: Messages) {
  if (messages.length === 0) return "<p>No WhatsApp message yet.</p>";
  return `<ul>${messages
    .map((message) => {
      const fallback = message.fallbackAt ? " (e-mail fallback)" : "";
      const confirm = message.tappable
        ? `<form method="post" action="/dev/outbox/${encodeURIComponent(message.id)}/confirm">
<button type="submit" aria-label="Confirm as +${escapeHtml(message.toNumber)}">Confirm</button></form>`
        : "";
      return `<li><strong>${escapeHtml(message.kind)}</strong> to +${escapeHtml(message.toNumber)}: ${escapeHtml(
        message.status,
      )}${fallback} <span class="small">${escapeHtml(message.createdAt)}</span><br>
<code>${escapeHtml(message.body)}</code>${confirm}</li>`;
    })
    .join("\n")}</ul>`;
}

/** Development only: what would have been sent, with the links and a Confirm per WhatsApp confirmation. */
export function outboxPage(mails: Mails, messages: Messages, notice?: string) {
  const said = notice ? `<p role="status"><strong>${escapeHtml(notice)}</strong></p>` : "";
  return plainPage(
    "Dev outbox",
    `<h1>Dev outbox</h1>${said}
<p class="small">Only on a development server with nothing real configured: the e-mails and WhatsApp messages the
app would have sent, newest first.</p>
<h2>WhatsApp</h2>${messageRows(messages)}
<h2>E-mail</h2>${mailRows(mails)}`,
  );
}
