import { describe, expect, it } from "vitest";
import type { BreachesTable } from "../../db/schema.js";
import type { TemplateBody } from "../whatsapp/message-rows.js";
import { fillTemplate, TEMPLATE_TEXT } from "../whatsapp/template-text.js";
import { breachMessageRow, parameter } from "./breach-whatsapp.js";

const long = (word: string) => `${word}\n\n   ${"x".repeat(3_000)}`;
const breach = {
  foundAt: "2026-11-28T04:00:00.000Z",
  description: long("Leaked"),
  dataItems: JSON.stringify(["name", "email", "phone", "home city", "preferred cities", "company", "trips"]),
  impact: long("Impact"),
  measures: long("Measures"),
  remedial: long("Remedial"),
} as BreachesTable;

describe("a breach's WhatsApp notice", () => {
  it("fits WhatsApp's 1,024 characters however much staff wrote, each part one line cut with an ellipsis", () => {
    const row = breachMessageRow(
      { id: "p1", phone: "+91 98450 12345", language: "hi" },
      breach,
      "n1",
      { grievanceEmail: "grievance-officer@example.in", templateLanguages: ["hi"] },
      "2026-11-28T05:00:00.000Z",
    );
    const body = JSON.parse(row.body) as TemplateBody;
    expect(row).toMatchObject({ id: "n1", kind: "notice", toNumber: "919845012345", status: "pending" });
    expect(body.language).toBe("hi");
    expect(fillTemplate(TEMPLATE_TEXT.notice.body, body.body).length).toBeLessThanOrEqual(1_024);
    for (const part of body.body) expect(part).not.toMatch(/\n|\t| {2}/);
    expect(body.body[1]).toMatch(/^Leaked x+…$/);
  });

  it("is in the default language where the template is not approved in the person's", () => {
    const row = breachMessageRow(
      { id: "p1", phone: "+919845012345", language: "ta" },
      breach,
      "n1",
      {
        grievanceEmail: "g@example.in",
        templateLanguages: ["hi"],
      },
      "2026-11-28T05:00:00.000Z",
    );
    const body = JSON.parse(row.body) as TemplateBody;
    expect(body.language).toBeUndefined();
    expect(body.body[0]).toBe("28 November 2026");
  });

  it("leaves a short part as written", () => {
    expect(parameter("  We closed it. ", 120)).toBe("We closed it.");
  });
});
