/** Paths the client-side app serves (no pre-rendered HTML): shared by the build's prerender list and the server. */
export const CLIENT_SIDE_PREFIXES = ["/admin", "/onboarding", "/me"] as const;

export function isClientSidePath(pathname: string): boolean {
  return CLIENT_SIDE_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

/** The pre-rendered page the server answers unknown paths with, with status 404. */
export const NOT_FOUND_PATH = "/404";

/** Written by the build (react-router.config.ts) into the client folder: the client-side pages' path patterns. */
export const CLIENT_ROUTES_FILE = "__client-routes.json";

/** Matches a path against route patterns such as `/admin/waitlist/:id` (a trailing slash is ignored). */
export function matchesRoutePattern(pathname: string, patterns: readonly string[]): boolean {
  const path = pathname.replace(/\/+$/, "") || "/";
  return patterns.some((pattern) => {
    const parts = pattern.split("/");
    const segments = path.split("/");
    if (parts.length !== segments.length) return false;
    return parts.every((part, i) => (part.startsWith(":") ? (segments[i] ?? "") !== "" : part === segments[i]));
  });
}
