import { escapeHtml } from "../../lib/escape-html.js";
import { plainPage } from "../waitlist/html-pages.js";
import { mailPreview } from "./mail-preview.js";
import type { OutboxMail, OutboxWhatsapp } from "./outbox-rows.js";
import { whatsappBubble } from "./whatsapp-bubble.js";

/** WhatsApp's own colours for a chat, so that a message reads as it will on the phone. */
const STYLE = `
main{max-width:46rem}
.meta{margin:0 0 .35rem;font-size:.8rem;color:#4a5670}.meta .small{font-size:inherit}
.chat{list-style:none;margin:0 0 2rem;padding:1rem;background:#efeae2;border-radius:1rem}
.wa{margin:0 0 1.25rem}.wa:last-child{margin:0}
.bubble,.wa-buttons{max-width:24rem}
.bubble{background:#fff;border-radius:0 .6rem .6rem .6rem;padding:.45rem .7rem;box-shadow:0 1px .5px rgb(11 20 26/.13)}
.wa-text{white-space:pre-wrap;overflow-wrap:anywhere;margin:0;color:#111b21;font-size:.95rem}
.wa-footer{margin:.3rem 0 0;font-size:.8rem;color:#667781}
.wa-buttons form{margin:0}
.wa-button{display:block;box-sizing:border-box;width:100%;margin:2px 0 0;padding:.55rem;border:0;border-radius:.6rem;
background:#fff;color:#027eb5;font:600 .95rem Arial,"Liberation Sans",system-ui,sans-serif;text-align:center;
text-decoration:none;box-shadow:0 1px .5px rgb(11 20 26/.13);cursor:pointer}
.wa-button:hover{background:#f5f6f6}
.wa-button[aria-disabled]{color:#8696a0;cursor:default}
.mails{list-style:none;margin:0;padding:0}
.mail{margin:0 0 2rem}
.mail iframe{display:block;width:100%;height:34rem;border:1px solid #e5dccb;border-radius:.75rem;background:#fbf8f3}
.mail pre{white-space:pre-wrap;overflow-wrap:anywhere;font-size:.85rem}`;

/**
 * Development only: what would have been sent, as the person will see it (each e-mail's HTML, each WhatsApp
 * message as a bubble with its buttons), with a Confirm per WhatsApp confirmation.
 */
export function outboxPage(mails: OutboxMail[], messages: OutboxWhatsapp[], publicUrl: string, notice?: string) {
  const said = notice ? `<p role="status"><strong>${escapeHtml(notice)}</strong></p>` : "";
  const chat = messages.length
    ? `<ul class="chat">${messages.map((message) => whatsappBubble(message, publicUrl)).join("\n")}</ul>`
    : "<p>No WhatsApp message yet.</p>";
  const inbox = mails.length
    ? `<ul class="mails">${mails.map(mailPreview).join("\n")}</ul>`
    : "<p>No e-mail in the outbox.</p>";
  return plainPage(
    "Dev outbox",
    `<h1>Dev outbox</h1>${said}
<p class="small">Only on a development server with nothing real configured: the e-mails and WhatsApp messages the
app would have sent, newest first.</p>
<h2>WhatsApp</h2>${chat}
<h2>E-mail</h2>${inbox}`,
    { style: STYLE },
  );
}
