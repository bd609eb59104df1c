import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { AuditEntries } from "./audit-entries";

describe("AuditEntries", () => {
  it("does not repeat an action's label as its sentence, and folds nothing when there is no detail", () => {
    const html = renderToStaticMarkup(
      <AuditEntries
        items={[
          {
            id: "a1",
            at: "2026-11-27T13:35:00.000Z",
            action: "auth.sign_in",
            actor: "founder@stashd.in",
            ip: null,
            target: null,
            details: {},
          },
        ]}
      />,
    );
    expect(html.match(/Signed in/g)).toHaveLength(1);
    expect(html).toContain("by founder@stashd.in");
    expect(html).not.toContain("<details");
  });
});
