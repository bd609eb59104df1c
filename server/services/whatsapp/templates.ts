import { isLanguageCode } from "../../../contract/languages.js";
import { WHATSAPP_REPLY_COPIES } from "../../../contract/whatsapp-copy/index.js";
import type { WhatsappMessagesTable } from "../../db/schema.js";
import type { WhatsappConfig } from "../../whatsapp-config.js";
import type { OutgoingMessage, TemplateComponent } from "./cloud-api.js";
import type { ReplyBody, TemplateBody } from "./message-rows.js";

/**
 * The request a stored message becomes (README.md, WhatsApp templates, has the templates' exact text):
 * - confirm: `stashd_confirm`, the home city as {{1}}, a quick-reply button carrying the row's payload;
 * - invite: `stashd_invite`, the city as {{1}}, a URL button whose dynamic part (the link's sealed code,
 *   derived as it is sent, and the entry's language hint) opens the onboarding page;
 * - reply: plain text (the tap opened WhatsApp's 24-hour window, so no template is needed), with the
 *   personal link issued as it is sent (delivery.ts), so that no live token waits in the table;
 * - notice: `stashd_notice`, a breach's account as its seven parameters, and a static button to the personal
 *   page (nothing to send for it).
 * `issued` is what delivery.ts adds as it sends: the reply's personal link, or the invite's code.
 */
export function outgoingMessage(
  row: Pick<WhatsappMessagesTable, "kind" | "toNumber" | "body" | "confirmPayload">,
  config: WhatsappConfig,
  issued?: string,
): OutgoingMessage {
  if (row.kind === "reply") {
    const { text, language } = JSON.parse(row.body) as ReplyBody;
    const { page } = WHATSAPP_REPLY_COPIES[language && isLanguageCode(language) ? language : "en"];
    return { kind: "text", to: row.toNumber, text: issued ? `${text}\n\n${page} ${issued}` : text };
  }
  const body = JSON.parse(row.body) as TemplateBody;
  // The person's language where the templates are approved in it; else the default (cloud-api.ts).
  const language = body.language && config.templateLanguages.includes(body.language) ? { language: body.language } : {};
  const components: TemplateComponent[] = [
    { type: "body", parameters: body.body.map((text) => ({ type: "text", text })) },
  ];
  if (row.kind === "notice") {
    return { kind: "template", to: row.toNumber, template: config.templateNotice, components, ...language };
  }
  if (row.kind === "confirm") {
    components.push({
      type: "button",
      sub_type: "quick_reply",
      index: "0",
      parameters: [{ type: "payload", payload: row.confirmPayload ?? "" }],
    });
    return { kind: "template", to: row.toNumber, template: config.templateConfirm, components, ...language };
  }
  components.push({
    type: "button",
    sub_type: "url",
    index: "0",
    parameters: [{ type: "text", text: issued ?? body.url ?? "" }],
  });
  return { kind: "template", to: row.toNumber, template: config.templateInvite, components, ...language };
}
