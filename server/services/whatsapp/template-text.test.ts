import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { fillTemplate, TEMPLATE_TEXT } from "./template-text.js";

describe("the WhatsApp templates' words", () => {
  it("are the ones README.md tells the operator to register", () => {
    const readme = fs.readFileSync("README.md", "utf8");
    for (const template of Object.values(TEMPLATE_TEXT)) {
      expect(readme).toContain(`Body: \`${template.body}\``);
      expect(readme).toContain(`Footer: \`${template.footer}\``);
      expect(readme).toContain(`text \`${template.button}\``);
    }
    expect(readme).toContain(`https://YOUR-HOST${TEMPLATE_TEXT.invite.path}`);
    expect(readme).toContain(`static URL \`https://YOUR-HOST${TEMPLATE_TEXT.notice.path}\``);
  });

  it("fill their placeholders in order, and leave one without a parameter as it is", () => {
    expect(fillTemplate("For {{1}} before {{2}}.", ["Pune", "11 Dec 2026"])).toBe("For Pune before 11 Dec 2026.");
    expect(fillTemplate("For {{1}} before {{2}}.", ["Pune"])).toBe("For Pune before {{2}}.");
  });
});
