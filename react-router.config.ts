import fs from "node:fs";
import path from "node:path";
import type { Config } from "@react-router/dev/config";
import { CLIENT_ROUTES_FILE, isClientSidePath, NOT_FOUND_PATH } from "./contract/routes";

export default {
  // Marketing pages are pre-rendered to static HTML; /admin and /onboarding run client-side only.
  ssr: false,
  // React Router 8's changes, each left off until we upgrade (set explicitly, so the build does not print
  // a warning block for each): https://reactrouter.com/v7/upgrading/future
  future: {
    v8_middleware: false,
    v8_splitRouteModules: false,
    v8_viteEnvironmentApi: false,
    v8_passThroughRequests: false,
    v8_trailingSlashAwareDataRequests: false,
  },
  async prerender({ getStaticPaths }) {
    return [...getStaticPaths().filter((path) => !isClientSidePath(path)), NOT_FOUND_PATH];
  },
  // The client-side pages' paths, so that the server answers any other /admin or /onboarding path with
  // status 404 (the app itself shows the page). Catch-all routes are left out: they are the "not found".
  async buildEnd({ buildManifest, viteConfig }) {
    const routes = buildManifest?.routes ?? {};
    const fullPath = (id: string | undefined): string => {
      const route = id ? routes[id] : undefined;
      if (!route) return "";
      return [fullPath(route.parentId), route.path].filter(Boolean).join("/");
    };
    const paths = Object.values(routes)
      .filter((route) => route.path !== undefined || route.index)
      .map((route) => `/${fullPath(route.id)}`)
      .filter((routePath) => isClientSidePath(routePath) && !routePath.includes("*"));
    const out = path.join(viteConfig.build.outDir, CLIENT_ROUTES_FILE);
    fs.writeFileSync(out, JSON.stringify([...new Set(paths)].sort()));
  },
} satisfies Config;
