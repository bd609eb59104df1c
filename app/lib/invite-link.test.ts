import { describe, expect, it } from "vitest";
import { readInviteLink } from "./invite-link";

describe("the onboarding link's query", () => {
  it("reads the code and one of the 23 languages", () => {
    expect(readInviteLink("?invite=abc.S-e_al&lang=hi")).toEqual({ code: "abc.S-e_al", language: "hi" });
    expect(readInviteLink("?lang=ur&invite=abc.seal")).toEqual({ code: "abc.seal", language: "ur" });
  });

  it("falls back to English for no, an unknown or a malformed language", () => {
    for (const search of [
      "?invite=abc.seal",
      "?invite=abc.seal&lang=xx",
      "?invite=abc.seal&lang=HI",
      "?invite=abc.seal&lang=",
    ])
      expect(readInviteLink(search), search).toEqual({ code: "abc.seal", language: "en" });
  });

  it("keeps the code whole when the hint was folded into it", () => {
    expect(readInviteLink(`?invite=${encodeURIComponent("abc.seal&lang=ta")}`)).toEqual({
      code: "abc.seal",
      language: "ta",
    });
  });

  it("has no code when the link lost it", () => {
    expect(readInviteLink("?lang=bn")).toEqual({ code: null, language: "bn" });
    expect(readInviteLink("?invite=&lang=bn")).toEqual({ code: null, language: "bn" });
  });
});
