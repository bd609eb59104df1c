import { describe, expect, it } from "vitest";
import { DIRECT_SOURCE, referrerHost, sourceName } from "./traffic";
import { hostByUrlParser } from "./traffic-source";

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

  it("shows a source only when it is a short label, anything else as Other", () => {
    const other = [
      "call +91 99999 99999 to claim refund",
      "https://stashd-login.example/reset",
      "\u202Eevil",
      "news\u202Eletter",
      "x".repeat(41),
      "<b>bold</b>",
    ];
    for (const utmSource of other) expect(sourceName({ utmSource }), utmSource).toBe("Other");
    expect(sourceName({ referrer: `https://${"a".repeat(45)}.example/` })).toBe("Other");
    for (const utmSource of ["newsletter", "partner.site", "q3-promo_2", "x".repeat(40), "समाचार"]) {
      expect(sourceName({ utmSource })).toBe(utmSource);
    }
  });

  it("case-folds UTM sources, so X and x are one source", () => {
    expect(sourceName({ utmSource: "X" })).toBe(sourceName({ utmSource: "x" }));
    expect(sourceName({ utmSource: "NewsLetter" })).toBe("newsletter");
    // Full-width letters fold to their plain form.
    expect(sourceName({ utmSource: "ＸＹＺ" })).toBe("xyz");
  });

  it("is Direct without a referrer, with one from our own host, or with one that is not a web address", () => {
    expect(sourceName({})).toBe(DIRECT_SOURCE);
    expect(sourceName({ referrer: "", utmSource: "  " })).toBe(DIRECT_SOURCE);
    expect(sourceName({ referrer: "https://www.stashd.in/pricing" }, ["stashd.in"])).toBe(DIRECT_SOURCE);
    expect(sourceName({ referrer: "android-app://com.slack" })).toBe(DIRECT_SOURCE);
    expect(sourceName({ referrer: "not a url" })).toBe(DIRECT_SOURCE);
  });
});

describe("referrerHost", () => {
  it("answers exactly what the URL parser answers, awkward referrers included", () => {
    const awkward = [
      "https://www.google.com/",
      "HTTPS://WWW.Google.COM:443/x",
      "http://example.org:8080?q=1",
      "https://example.org#top",
      "https://example.org:99999/",
      "https://example.org:65535/",
      "https://example.org:/",
      "https://example.org",
      "https://user:pass@example.org/",
      "https://127.0.0.1/",
      "https://0x7f.1/",
      "https://1.2.3/",
      "https://example.123/",
      "https://xn--bcher-kva.example/",
      "https://XN--bcher-kva.example/",
      "https://bücher.example/",
      "https://[::1]:3000/",
      "https://exa%6Dple.org/",
      "https:\\\\example.org\\path",
      " https://example.org/",
      "https://exa\tmple.org/",
      "https://-leading-.example/",
      "https://a..b.example/",
      "https://example.org./",
      "https://www./",
      "ftp://example.org/",
      "https:/example.org/",
      "https:///example.org/",
    ];
    for (const referrer of awkward) expect(referrerHost(referrer), referrer).toBe(hostByUrlParser(referrer));
  });

  it("agrees with the URL parser on thousands of generated referrers", () => {
    const alphabet = ["a", "Z", "0", "9", "-", ".", ":", "/", "?", "#", "@", "%", "_", "x", "n", "w", "1", "\\", " "];
    let seed = 7;
    const random = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % n;
    };
    for (let i = 0; i < 5_000; i++) {
      const tail = Array.from({ length: 1 + random(14) }, () => alphabet[random(alphabet.length)]).join("");
      const referrer = `${["http://", "https://", "HTTP://", "https:"][random(4)]}${tail}`;
      expect(referrerHost(referrer), referrer).toBe(hostByUrlParser(referrer));
    }
  });
});
