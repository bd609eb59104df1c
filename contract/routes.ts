/** Paths the client-side app serves (no pre-rendered HTML): shared by the build's prerender list and the server. */
export const CLIENT_SIDE_PREFIXES = ["/admin", "/onboarding", "/me"] as const;

export function isClientSidePath(pathname: string): boolean {
  return CLIENT_SIDE_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

/** The pre-rendered page the server answers unknown paths with, with status 404. */
export const NOT_FOUND_PATH = "/404";
