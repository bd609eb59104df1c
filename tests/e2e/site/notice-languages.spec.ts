import { expect, test } from "@playwright/test";
import { noticePath, noticeVersionPath } from "../../../app/lib/notice-path";
import { LANGUAGES } from "../../../contract/languages";

/** Each script's letters, and the self-hosted face a page in it must download (none for Latin). */
const SCRIPTS: Record<string, { letters: RegExp; face?: string }> = {
  Latin: { letters: /[A-Za-z]/u },
  Devanagari: { letters: /[\u0900-\u097F]/u, face: "noto-sans-devanagari" },
  Bengali: { letters: /[\u0980-\u09FF]/u, face: "noto-sans-bengali" },
  Gurmukhi: { letters: /[\u0A00-\u0A7F]/u, face: "noto-sans-gurmukhi" },
  Gujarati: { letters: /[\u0A80-\u0AFF]/u, face: "noto-sans-gujarati" },
  Odia: { letters: /[\u0B00-\u0B7F]/u, face: "noto-sans-oriya" },
  Tamil: { letters: /[\u0B80-\u0BFF]/u, face: "noto-sans-tamil" },
  Telugu: { letters: /[\u0C00-\u0C7F]/u, face: "noto-sans-telugu" },
  Kannada: { letters: /[\u0C80-\u0CFF]/u, face: "noto-sans-kannada" },
  Malayalam: { letters: /[\u0D00-\u0D7F]/u, face: "noto-sans-malayalam" },
  "Meetei Mayek": { letters: /[\uAAE0-\uAAFF\uABC0-\uABFF]/u, face: "noto-sans-meetei-mayek" },
  "Ol Chiki": { letters: /[\u1C50-\u1C7F]/u, face: "noto-sans-ol-chiki" },
  Arabic: { letters: /[\u0600-\u06FF\u0750-\u077F\uFB50-\uFDFF\uFE70-\uFEFF]/u },
};
/** The Perso-Arabic languages' faces: Urdu in Nastaliq, Sindhi and Kashmiri in Naskh. */
const ARABIC_FACE: Record<string, string> = {
  ur: "noto-nastaliq-urdu",
  sd: "noto-naskh-arabic",
  ks: "noto-naskh-arabic",
};

test("the notice in each of the 23 languages: its lang, direction, script, and only its own self-hosted face", async ({
  context,
  baseURL,
}) => {
  test.setTimeout(120_000);
  for (const language of LANGUAGES) {
    // A page of its own each: what one language's page downloads is not mixed with the last one's.
    const page = await context.newPage();
    const fonts: string[] = [];
    const listener = (request: { resourceType(): string; url(): string }) => {
      if (request.resourceType() === "font") fonts.push(request.url());
    };
    page.on("request", listener);
    await page.goto(noticePath(language.code));
    const html = page.locator("html");
    await expect(html).toHaveAttribute("lang", language.code === "en" ? "en-IN" : language.code);
    await expect(html).toHaveAttribute("dir", language.dir);
    // The notice's own words (the list of languages, each in its own script, aside) are in the language's script.
    const words = (await page.locator("article h1, article section, article > div > p").allInnerTexts()).join(" ");
    const letters = [...words].filter((c) => /\p{L}/u.test(c));
    const script = SCRIPTS[language.script];
    if (!script) throw new Error(`no script table for ${language.script}`);
    const inScript = letters.filter((c) => script.letters.test(c)).length;
    expect(inScript / letters.length, `${language.code}: share of letters in ${language.script}`).toBeGreaterThan(0.9);
    await page.evaluate(() => document.fonts.ready);
    page.off("request", listener);
    await page.close();
    // Every face comes from this server, and the only Indian-script face fetched is this language's.
    for (const url of fonts) expect(new URL(url).origin, url).toBe(new URL(baseURL as string).origin);
    const face = ARABIC_FACE[language.code] ?? script.face;
    const indian = fonts.filter((url) => /noto-(sans|naskh|nastaliq)-/.test(url));
    if (face) expect(indian.length, `${language.code}: its face was downloaded`).toBeGreaterThan(0);
    for (const url of indian) expect(url, `${language.code}: a face of another script`).toContain(face ?? "none");
  }
});

test("the notice names the grievance officer with a link, states the kept periods, and keeps its earlier version", async ({
  page,
}) => {
  await page.goto(noticePath("en"));
  const officer = page.getByRole("listitem").filter({ hasText: "Grievance Officer" }).getByRole("link");
  await expect(officer).toHaveAttribute("href", /^mailto:.+@/);
  await expect(page.getByText(/365 days after its purpose ends/)).toBeVisible();
  await expect(page.getByText(/12 months at most/)).toHaveCount(0);
  await page.screenshot({ path: "test-results/notice-en.png", fullPage: true });
  await page.goto(noticeVersionPath("2026-11-28"));
  await expect(page.getByText(/12 months at most/)).toBeVisible();
  await expect(page.getByRole("link", { name: "the current notice" })).toBeVisible();
});
