import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ExportLink } from "./export-link";

const hrefOf = (html: string) => html.match(/href="([^"]*)"/)?.[1]?.replaceAll("&amp;", "&");

describe("ExportLink", () => {
  it("takes the list's filters and sort from the URL, and leaves paging and the page's own keys out", () => {
    const params = new URLSearchParams(
      "view=waitlist&q=asha&homeCity=Pune&invited=false&confirmed=false&sort=name&order=asc&cursor=abc&limit=20&at=41",
    );
    const href = hrefOf(renderToStaticMarkup(<ExportLink list="waitlist" params={params} />));
    expect(href).toBe(
      "/api/v1/survey_responses/export.csv?q=asha&homeCity=Pune&invited=false&confirmed=false&sort=name&order=asc",
    );
  });

  it("exports the whole list when nothing is filtered", () => {
    const html = renderToStaticMarkup(<ExportLink list="invites" params={new URLSearchParams("cursor=x")} />);
    expect(hrefOf(html)).toBe("/api/v1/invites/export.csv");
  });
});
