import { describe, expect, it } from "vitest";
import {
  BUILD_TIME_DEFAULTS,
  buildTimeSettings,
  changedBuildSettings,
  placeholderSettings,
  whatsappLink,
} from "./build-settings.mjs";

describe("build-time settings", () => {
  it("reads unset and empty as null and trims PUBLIC_URL's trailing slash", () => {
    expect(buildTimeSettings({ CONTACT_EMAIL: " ", PUBLIC_URL: "https://stashd.in/" })).toEqual({
      CONTACT_EMAIL: null,
      PUBLIC_URL: "https://stashd.in",
      PROMO_VIDEO_URL: null,
      WHATSAPP_NUMBER: null,
      GRIEVANCE_EMAIL: null,
    });
  });

  it("names the settings that differ from the build's, so that npm start rebuilds", () => {
    const built = { CONTACT_EMAIL: null, PUBLIC_URL: "https://stashd.in", PROMO_VIDEO_URL: null };
    expect(changedBuildSettings(built, { PUBLIC_URL: "https://stashd.in/" })).toEqual([]);
    expect(changedBuildSettings(built, { PUBLIC_URL: "https://www.stashd.in", CONTACT_EMAIL: "hi@stashd.in" })).toEqual(
      ["CONTACT_EMAIL", "PUBLIC_URL"],
    );
    expect(changedBuildSettings(undefined, {})).toEqual([
      "CONTACT_EMAIL",
      "PUBLIC_URL",
      "PROMO_VIDEO_URL",
      "WHATSAPP_NUMBER",
      "GRIEVANCE_EMAIL",
    ]);
    expect(
      changedBuildSettings(built, { PUBLIC_URL: "https://stashd.in", WHATSAPP_NUMBER: "+91 98450 12345" }),
    ).toEqual(["WHATSAPP_NUMBER"]);
    expect(
      changedBuildSettings(built, { PUBLIC_URL: "https://stashd.in", GRIEVANCE_EMAIL: "grievance@stashd.in" }),
    ).toEqual(["GRIEVANCE_EMAIL"]);
  });

  it("names each setting left unset or at its placeholder", () => {
    expect(placeholderSettings({})).toEqual(["CONTACT_EMAIL", "PUBLIC_URL", "PROMO_VIDEO_URL"]);
    expect(
      placeholderSettings({
        CONTACT_EMAIL: BUILD_TIME_DEFAULTS.CONTACT_EMAIL,
        PUBLIC_URL: "https://www.stashd.in",
        PROMO_VIDEO_URL: "https://www.youtube-nocookie.com/embed/real",
      }),
    ).toEqual(["CONTACT_EMAIL"]);
  });

  it("links WHATSAPP_NUMBER to wa.me with its digits only, and nothing when unset", () => {
    expect(whatsappLink("+91 98450 12345")).toBe("https://wa.me/919845012345");
    expect(whatsappLink(" ")).toBeNull();
    expect(whatsappLink(undefined)).toBeNull();
  });
});
