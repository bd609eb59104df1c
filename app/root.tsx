// First: before any module builds a zod schema (see the file).
import "./lib/zod-jitless";
import { type ReactNode, useEffect } from "react";
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useLocation } from "react-router";
import { CITIES_META_NAME, citiesMetaContent } from "../contract/cities";
import type { Route } from "./+types/root";
import appCss from "./app.css?url";
import { SITE_CITIES } from "./content/site";
import { documentLanguage } from "./lib/notice-path";
import { HYDRATED_EVENT, HYDRATED_FLAG } from "./lib/page-boot";

export function Layout({ children }: { children: ReactNode }) {
  // A translated notice is in its own language and direction; every other page is English.
  const { lang, dir } = documentLanguage(useLocation().pathname);
  return (
    <html lang={lang} dir={dir}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0f1f3d" />
        {/* The cities this page names: the server rewrites it with the hubs' current lists, and the content
            modules read it when they load (contract/cities.ts), so hydration renders what the HTML shows. */}
        <meta name={CITIES_META_NAME} content={citiesMetaContent(SITE_CITIES)} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {/* With a precedence, React places the stylesheet ahead of the script preloads in <head>, so the
            one render-blocking request is not queued behind the JavaScript. */}
        <link rel="stylesheet" href={appCss} precedence="default" />
        <Meta />
        {/* No font is preloaded: a font preload held a fresh browser's first paint for one to two seconds,
            while the metric-matched fallback faces paint text at once and swap almost unseen (docs/history.md, 258). */}
        <Links />
      </head>
      <body className="min-h-dvh bg-cream font-sans text-ink antialiased">
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  // A pre-rendered page held the click that started React; this replays it (lib/page-boot.ts).
  // The flag tells that every component's effects have run, this one's last (the browser tests wait for it).
  useEffect(() => {
    document.documentElement.dataset[HYDRATED_FLAG] = "";
    document.dispatchEvent(new Event(HYDRATED_EVENT));
  }, []);
  return <Outlet />;
}

/**
 * Shown while the client-side app (admin, onboarding) loads its code and first data: in SPA mode a route's
 * own HydrateFallback is never shown, this one is. It stays one word in English: a line per language here
 * would be in every public page's code, for the moment before the page's own words arrive.
 */
export function HydrateFallback() {
  return (
    <div className="grid min-h-dvh place-items-center" role="status">
      <p className="text-ink-muted">Loading…</p>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const title = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : "Something went wrong";
  return (
    <main className="mx-auto max-w-xl px-6 py-24">
      <h1 className="font-display text-3xl">{title}</h1>
      <p className="mt-4">
        Please reload the page. If it keeps happening, <a href="/">go back to the home page</a>.
      </p>
    </main>
  );
}
