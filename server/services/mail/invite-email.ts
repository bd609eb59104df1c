import { escapeHtml } from "../../lib/escape-html.js";
import type { MailMessage } from "./mailer.js";

export interface InviteEmailInput {
  to: string;
  name: string;
  onboardingLink: string;
  expiresAt: string;
  brandName: string;
  contactEmail: string;
  inviteId: string;
}

function expiryDate(iso: string) {
  return new Intl.DateTimeFormat("en-IN", { timeZone: "Asia/Kolkata", dateStyle: "long" }).format(new Date(iso));
}

/** The invite e-mail: a plain-text part for every client and an HTML part with a button. */
export function inviteEmail(input: InviteEmailInput): MailMessage {
  const greeting = input.name ? `Hi ${input.name},` : "Hi,";
  const until = expiryDate(input.expiresAt);
  const text = [
    greeting,
    "",
    `Your spot in the ${input.brandName} pilot is ready. Your wardrobe can wait for you in the city you fly to,`,
    "cleaned, ironed and delivered to your hotel.",
    "",
    "Finish signing up here (the link is yours alone):",
    input.onboardingLink,
    "",
    `The link works until ${until}. Questions? Write to ${input.contactEmail}.`,
    "",
    `The ${input.brandName} team`,
  ].join("\n");
  const link = escapeHtml(input.onboardingLink);
  const html = `<!doctype html>
<html lang="en-IN"><body style="margin:0;background:#fbf8f3;font-family:Arial,sans-serif;color:#0f1f3d">
<div style="max-width:520px;margin:0 auto;padding:32px 24px">
<p style="font-size:20px;font-weight:bold">${escapeHtml(input.brandName)}</p>
<p>${escapeHtml(greeting)}</p>
<p>Your spot in the ${escapeHtml(input.brandName)} pilot is ready. Your wardrobe can wait for you in the city you fly to,
cleaned, ironed and delivered to your hotel.</p>
<p style="margin:28px 0"><a href="${link}" style="background:#0f766e;color:#ffffff;padding:12px 22px;border-radius:999px;text-decoration:none;font-weight:bold">Complete your signup</a></p>
<p style="font-size:14px;color:#4a5670">Or open this link: <a href="${link}" style="color:#0f766e">${link}</a></p>
<p style="font-size:14px;color:#4a5670">The link works until ${escapeHtml(until)}. Questions? Write to
<a href="mailto:${escapeHtml(input.contactEmail)}" style="color:#0f766e">${escapeHtml(input.contactEmail)}</a>.</p>
</div></body></html>`;
  return { to: input.to, subject: `Your ${input.brandName} invite`, text, html, inviteId: input.inviteId };
}
