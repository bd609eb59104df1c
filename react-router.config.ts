import type { Config } from "@react-router/dev/config";
import { isClientSidePath, NOT_FOUND_PATH } from "./contract/routes";

export default {
  // Marketing pages are pre-rendered to static HTML; /admin and /onboarding run client-side only.
  ssr: false,
  async prerender({ getStaticPaths }) {
    return [...getStaticPaths().filter((path) => !isClientSidePath(path)), NOT_FOUND_PATH];
  },
} satisfies Config;
