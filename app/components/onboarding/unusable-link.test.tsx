import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { ONBOARDING_FAILURES } from "~/content/onboarding/failures";
import { UNUSABLE_LINK_COPIES } from "~/content/onboarding/unusable-link";
import type { LanguageCode } from "../../../contract/languages";
import { UnusableLink, type UnusableReason } from "./unusable-link";

const WITHDRAWN = "This invite has been withdrawn. Write to us if you think that is a mistake.";

function screen(reason: UnusableReason, language: LanguageCode) {
  return renderToStaticMarkup(
    <MemoryRouter>
      <UnusableLink reason={reason} detail={WITHDRAWN} language={language} />
    </MemoryRouter>,
  );
}

describe("the screen for a link that cannot be used", () => {
  it("speaks the link's language, each case in its own words, right to left where the language is", () => {
    const hi = UNUSABLE_LINK_COPIES.hi;
    const gone = screen("gone", "hi");
    expect(gone).toMatch(/^<div role="alert" lang="hi" dir="ltr">/u);
    expect(gone).toContain(hi.heading);
    expect(gone).toContain(ONBOARDING_FAILURES.hi.inviteGone.split("{email}")[0]);
    expect(gone).toContain(`>${hi.home}</a>`);
    expect(gone).not.toContain("withdrawn");
    // The spent invite's line names the address already: it is not said twice.
    expect(gone.match(/mailto:/gu)).toHaveLength(1);
    expect(screen("unknown", "hi")).toContain(hi.unknown);
    expect(screen("missing", "hi")).toContain(hi.missing);
    expect(screen("unknown", "ur")).toMatch(/^<div role="alert" lang="ur" dir="rtl">/u);
  });

  it("keeps the server's own reason in English, which tells used, expired and withdrawn apart", () => {
    const en = screen("gone", "en");
    expect(en).toContain(WITHDRAWN);
    expect(en).toContain("This invite link cannot be used");
    expect(en).toMatch(/Write to <a [^>]*>[^<]+<\/a> or <a [^>]*>visit our home page<\/a>\./u);
    expect(screen("missing", "en")).toContain("The link is missing its invite code.");
  });
});
