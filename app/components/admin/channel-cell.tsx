import type { StaffSurveyResponse } from "../../../contract/admin";

const STATUS: Record<NonNullable<StaffSurveyResponse["whatsapp"]>["status"], string> = {
  pending: "queued",
  sent: "sent",
  delivered: "delivered",
  read: "read",
  failed: "failed",
};

/** The words for an entry's newest WhatsApp message: its status, or that the e-mail went in its place. */
export function whatsappStateText(whatsapp: StaffSurveyResponse["whatsapp"]) {
  if (!whatsapp) return null;
  return whatsapp.fallback ? "e-mail fallback" : `${whatsapp.kind} ${STATUS[whatsapp.status]}`;
}

/** Where a row's messages go, and how its newest WhatsApp message fared. */
export function ChannelCell({ row }: { row: Pick<StaffSurveyResponse, "channel" | "whatsapp"> }) {
  const state = whatsappStateText(row.whatsapp);
  return (
    <span className="md:whitespace-nowrap">
      {row.channel === "whatsapp" ? "WhatsApp" : "E-mail"}
      {state ? (
        <span className={`text-xs ${row.whatsapp?.status === "failed" ? "text-danger" : "text-ink-muted"}`}>
          {" "}
          · {state}
        </span>
      ) : null}
    </span>
  );
}
