import { describe, expect, it } from "vitest";
import type { WhatsappConfig } from "../../whatsapp-config.js";
import { requestBody } from "./cloud-api.js";
import { confirmMessageRow } from "./message-rows.js";
import { outgoingMessage } from "./templates.js";

const config = {
  templateConfirm: "stashd_confirm",
  templateInvite: "stashd_invite",
  templateNotice: "stashd_notice",
  templateLanguage: "en",
  templateLanguages: ["hi", "ta"],
} as WhatsappConfig;

/** The template language the Cloud API would be asked for, for a confirmation to someone in `language`. */
const codeFor = (language: string) => {
  const row = confirmMessageRow("entry", "+919845012345", "Pune", new Date().toISOString(), language);
  const body = requestBody(outgoingMessage(row, config), config.templateLanguage);
  return "template" in body ? body.template?.language.code : undefined;
};

describe("the WhatsApp templates in the person's language", () => {
  it("go in the person's language where the templates are approved in it, else in the default", () => {
    expect(codeFor("hi")).toBe("hi");
    expect(codeFor("ta")).toBe("ta");
    // Bengali is not among the approved languages: the default, with the notice linked in Bengali elsewhere.
    expect(codeFor("bn")).toBe("en");
    expect(codeFor("en")).toBe("en");
  });

  it("stores the language with the message only when it is not English", () => {
    const at = new Date().toISOString();
    expect(JSON.parse(confirmMessageRow("e", "+919845012345", "Pune", at, "hi").body)).toEqual({
      body: ["Pune"],
      language: "hi",
    });
    expect(JSON.parse(confirmMessageRow("e", "+919845012345", "Pune", at).body)).toEqual({ body: ["Pune"] });
  });
});
