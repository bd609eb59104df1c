import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { BUILD_TIME_DEFAULTS } from "../../../contract/build-settings.mjs";

/**
 * The facade as a build with this PROMO_VIDEO_URL renders it (the value is baked in at build time, so the
 * content module is loaded afresh). Clicking to play runs in the browser tests (tests/e2e/site/home.spec.ts),
 * whose build always has a video; the placeholder builds are covered here.
 */
async function renderBuiltWith(videoUrl: string | undefined) {
  vi.resetModules();
  if (videoUrl !== undefined) vi.stubEnv("VITE_PROMO_VIDEO_URL", videoUrl);
  const { VideoFacade } = await import("./video-facade");
  return renderToStaticMarkup(<VideoFacade />);
}

afterEach(() => vi.unstubAllEnvs());

describe("VideoFacade", () => {
  it.each([
    ["unset", undefined],
    ["left at the placeholder", BUILD_TIME_DEFAULTS.PROMO_VIDEO_URL],
  ])("with PROMO_VIDEO_URL %s shows the three-step explainer from our own pictures: no player", async (_, url) => {
    const html = await renderBuiltWith(url);
    expect(html).toContain('data-testid="explainer"');
    expect(html.match(/class="explainer-step /g)).toHaveLength(3);
    for (const src of html.match(/src="[^"]+"/g) ?? []) expect(src).toMatch(/^src="\/illustrations\//);
    expect(html).not.toContain("video-poster.svg");
    expect(html).not.toContain("<button");
    expect(html).not.toContain("<iframe");
  });

  it("with a configured video shows the poster behind a play button and no player until the click", async () => {
    const html = await renderBuiltWith("https://player.example/embed/1");
    expect(html).toMatch(/<button[^>]*>.*video-poster\.svg.*Play the film/);
    expect(html).not.toContain("<iframe");
    expect(html).not.toContain("player.example");
  });
});
