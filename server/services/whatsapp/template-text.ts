import type { WhatsappKind } from "../../db/schema.js";

/**
 * The words of the templates as registered with Meta (README.md, WhatsApp, has them for the operator to
 * copy; a test keeps the two the same). Meta holds the text; the server sends only the parameters, so these
 * are read only where a person must see the message as it arrives: the dev outbox.
 */
export const TEMPLATE_TEXT = {
  confirm: {
    body: "You asked to join the Stashd waitlist for {{1}}. Tap Confirm to confirm your place; we will send your place in line and your personal link here. Not you? Ignore this message.",
    footer: "Reply STOP to stop WhatsApp messages.",
    button: "Confirm",
  },
  invite: {
    body: "Your Stashd invite for {{1}} is here. Set up your account before {{2}}; after that the invite expires.",
    footer: "Reply STOP to stop WhatsApp messages.",
    button: "Accept invite",
    /** The URL button's address after the site's origin; {{1}} is the link's code and its language hint. */
    path: "/onboarding?invite={{1}}",
  },
  notice: {
    body: "An important notice from Stashd about your data. On {{1}} we found this: {{2}} The data involved: {{3}}. What it means for you: {{4}} What we did: {{5}} What you can do: {{6}} Questions or a complaint: {{7}}",
    footer: "Reply STOP to stop WhatsApp messages.",
    button: "Open my page",
    /** A static URL button: the personal page, as the e-mail's notice links it. */
    path: "/me",
  },
} as const satisfies Record<Exclude<WhatsappKind, "reply">, unknown>;

/** A template's text with its {{n}} placeholders filled from the parameters, in order. */
export function fillTemplate(text: string, parameters: readonly string[]) {
  return text.replace(/\{\{(\d+)\}\}/g, (whole, n: string) => parameters[Number(n) - 1] ?? whole);
}
