import { useRef, useState } from "react";
import type { InviteSendResponse } from "../../../contract/invites";
import type { InviteDraft } from "./invite-form";

/** The state of 'Extend Invite' / 'Create Manual Invite': the open draft and the last outcome. */
export function useInviteFlow() {
  const [draft, setDraft] = useState<InviteDraft>();
  const [result, setResult] = useState<InviteSendResponse>();
  // The modal has no Radix trigger (rows open it too), so it hands focus back to whatever opened it.
  const opener = useRef<HTMLElement | null>(null);
  return {
    draft,
    result,
    open: (next: InviteDraft) => {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      // The last outcome belongs to the last invite: left up, it would read as this one's beside its error.
      setResult(undefined);
      setDraft(next);
    },
    returnFocus: () => opener.current?.focus(),
    close: () => setDraft(undefined),
    dismissResult: () => setResult(undefined),
    sent: (sent: InviteSendResponse) => {
      setDraft(undefined);
      setResult(sent);
    },
  };
}

export function draftFromSurvey(row: {
  id: string;
  email: string;
  name: string;
  phone: string;
  homeCity?: string;
  confirmed?: boolean;
}): InviteDraft {
  return {
    email: row.email,
    name: row.name,
    phone: row.phone,
    source: "survey",
    surveyResponseId: row.id,
    homeCity: row.homeCity,
    confirmed: row.confirmed,
  };
}

export const MANUAL_DRAFT: InviteDraft = { email: "", name: "", phone: "", source: "manual" };
