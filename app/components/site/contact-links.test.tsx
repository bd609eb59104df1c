import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";

/**
 * The footer as a build with this WHATSAPP_NUMBER renders it (baked in at build time, so the modules are
 * loaded afresh). The browser tests' build has none; the set case is covered here.
 */
async function footerBuiltWith(number: string | undefined) {
  vi.resetModules();
  if (number !== undefined) vi.stubEnv("VITE_WHATSAPP_NUMBER", number);
  const { SiteFooter } = await import("./site-footer");
  const Stub = createRoutesStub([{ path: "/", Component: SiteFooter }]);
  return renderToStaticMarkup(<Stub />);
}

afterEach(() => vi.unstubAllEnvs());

describe("WhatsApp in the footer", () => {
  it("offers 'Chat on WhatsApp' as a plain wa.me link when WHATSAPP_NUMBER is set", async () => {
    const html = await footerBuiltWith("+91 98450 12345");
    expect(html).toMatch(/<a href="https:\/\/wa\.me\/919845012345"[^>]*>.*Chat on WhatsApp<\/a>/);
    expect(html).not.toContain("<script");
  });

  it("shows nothing of WhatsApp when it is unset", async () => {
    const html = await footerBuiltWith(undefined);
    expect(html).not.toContain("wa.me");
    expect(html).not.toContain("WhatsApp");
  });
});
