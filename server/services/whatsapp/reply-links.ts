import type { Db } from "../../db/database.js";
import { issueTokens, personalLink } from "../me/tokens.js";
import type { ReplyBody } from "./message-rows.js";

/**
 * A fresh personal link for each reply that carries one, issued as it is sent: the table keeps the reply's
 * text and the token's hash only, so a copy of it opens nobody's page (a retry sends another fresh link).
 * Answers the links by message id.
 */
export async function replyLinks(
  db: Db,
  publicUrl: string,
  messages: { id: string; kind: string; body: string; surveyResponseId: string }[],
): Promise<Map<string, string>> {
  const replies = messages.filter(
    (message) => message.kind === "reply" && (JSON.parse(message.body) as ReplyBody).personalLink === true,
  );
  const tokens = await issueTokens(
    db,
    replies.map((message) => message.surveyResponseId),
  );
  return new Map(replies.map((message, i) => [message.id, personalLink(publicUrl, tokens[i] as string)]));
}
