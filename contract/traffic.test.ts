import { describe, expect, it } from "vitest";
import { DIRECT_SOURCE, sourceName } from "./traffic";

describe("sourceName", () => {
  it("names search engines and social networks from the referrer's host, subdomains and www. included", () => {
    const named = {
      "https://www.google.com/": "Google",
      "https://www.google.co.in/search?q=stashd": "Google",
      "https://www.linkedin.com/feed/": "LinkedIn",
      "https://lnkd.in/abc": "LinkedIn",
      "https://web.whatsapp.com/": "WhatsApp",
      "https://l.instagram.com/?u=x": "Instagram",
      "https://t.co/xyz": "X",
      "https://x.com/someone": "X",
      "https://m.facebook.com/": "Facebook",
      "https://lm.facebook.com/l.php": "Facebook",
    };
    for (const [referrer, name] of Object.entries(named)) expect(sourceName({ referrer }), referrer).toBe(name);
  });

  it("uses any other site's host, without www.", () => {
    expect(sourceName({ referrer: "https://www.Example.org/post/1" })).toBe("example.org");
    // A look-alike is not the network it imitates.
    expect(sourceName({ referrer: "https://notgoogle.com.evil.example/" })).toBe("notgoogle.com.evil.example");
  });

  it("prefers utm_source, lower-cased as the funnel breakdown groups it", () => {
    expect(sourceName({ referrer: "https://www.google.com/", utmSource: " Newsletter " })).toBe("newsletter");
  });

  it("is Direct without a referrer, with one from our own host, or with one that is not a web address", () => {
    expect(sourceName({})).toBe(DIRECT_SOURCE);
    expect(sourceName({ referrer: "", utmSource: "  " })).toBe(DIRECT_SOURCE);
    expect(sourceName({ referrer: "https://www.stashd.in/pricing" }, ["stashd.in"])).toBe(DIRECT_SOURCE);
    expect(sourceName({ referrer: "android-app://com.slack" })).toBe(DIRECT_SOURCE);
    expect(sourceName({ referrer: "not a url" })).toBe(DIRECT_SOURCE);
  });
});
