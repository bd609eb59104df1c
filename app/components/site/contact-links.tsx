import { CONTACT_EMAIL, WHATSAPP_LABEL, WHATSAPP_LINK } from "~/content/site";
import { ChatIcon } from "./icons";

/** "Chat on WhatsApp": a plain wa.me link (no script, no request until followed); nothing when unset. */
export function WhatsappLink({ className = "" }: { className?: string }) {
  if (!WHATSAPP_LINK) return null;
  return (
    <a
      href={WHATSAPP_LINK}
      target="_blank"
      rel="noopener noreferrer"
      className={`inline-flex items-center gap-2 font-semibold underline underline-offset-4 ${className}`}
    >
      <ChatIcon />
      {WHATSAPP_LABEL}
    </a>
  );
}

/** The contact address as a mailto link. */
export function EmailLink({ className = "" }: { className?: string }) {
  return (
    <a href={`mailto:${CONTACT_EMAIL}`} className={`font-semibold underline underline-offset-4 ${className}`}>
      {CONTACT_EMAIL}
    </a>
  );
}
