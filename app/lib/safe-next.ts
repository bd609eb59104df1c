/** Where to go after sign-in: only an admin path on this site, never another origin (open redirect). */
export function safeNextPath(next: string | null | undefined): string {
  const isAdminPath =
    next?.startsWith("/admin") &&
    !next.includes("\\") &&
    !next.startsWith("/admin/login") &&
    !next.startsWith("/admin/second-factor");
  return isAdminPath && next ? next : "/admin";
}
