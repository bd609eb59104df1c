import { escapeHtml } from "../../lib/escape-html.js";
import type { ReplyBody, TemplateBody } from "../whatsapp/message-rows.js";
import { fillTemplate, TEMPLATE_TEXT } from "../whatsapp/template-text.js";
import type { OutboxWhatsapp } from "./outbox-rows.js";

/** A reply's personal link is made as it is sent and never stored, so the outbox cannot show it. */
const PERSONAL_LINK_NOTE = "Your personal page: (a new personal link, made as the message is sent)";

function confirmButton(message: OutboxWhatsapp) {
  const label = escapeHtml(TEMPLATE_TEXT.confirm.button);
  if (!message.tappable) return `<span class="wa-button" aria-disabled="true">${label}</span>`;
  return `<form method="post" action="/dev/outbox/${encodeURIComponent(message.id)}/confirm">
<button type="submit" class="wa-button" aria-label="Confirm as +${escapeHtml(message.toNumber)}">${label}</button></form>`;
}

/** What the person reads, and the buttons under it, as WhatsApp shows a template or a text. */
function content(message: OutboxWhatsapp, publicUrl: string) {
  if (message.kind === "reply") {
    const { text, personalLink } = JSON.parse(message.body) as ReplyBody;
    return { text: personalLink ? `${text}\n\n${PERSONAL_LINK_NOTE}` : text, footer: "", buttons: "" };
  }
  const { body, url } = JSON.parse(message.body) as TemplateBody;
  if (message.kind === "confirm") {
    const template = TEMPLATE_TEXT.confirm;
    return { text: fillTemplate(template.body, body), footer: template.footer, buttons: confirmButton(message) };
  }
  // A notice's button is static (the personal page); an invite's carries the invite.
  const template = message.kind === "notice" ? TEMPLATE_TEXT.notice : TEMPLATE_TEXT.invite;
  const href = `${publicUrl}${fillTemplate(template.path, [url ?? ""])}`;
  const button = `<a class="wa-button" href="${escapeHtml(href)}">${escapeHtml(template.button)}</a>`;
  return { text: fillTemplate(template.body, body), footer: template.footer, buttons: button };
}

/** One WhatsApp message as a chat bubble with its buttons, under who it went to and how it fared. */
export function whatsappBubble(message: OutboxWhatsapp, publicUrl: string) {
  const { text, footer, buttons } = content(message, publicUrl);
  const fallback = message.fallbackAt ? " (e-mail fallback)" : "";
  return `<li class="wa"><p class="meta">${escapeHtml(message.kind)} to +${escapeHtml(message.toNumber)}: ${escapeHtml(
    message.status,
  )}${fallback} <span class="small">${escapeHtml(message.createdAt)}</span></p>
<div class="bubble" role="article" aria-label="WhatsApp ${escapeHtml(message.kind)} to +${escapeHtml(message.toNumber)}">
<p class="wa-text">${escapeHtml(text)}</p>${footer ? `<p class="wa-footer">${escapeHtml(footer)}</p>` : ""}</div>
${buttons ? `<div class="wa-buttons">${buttons}</div>` : ""}</li>`;
}
