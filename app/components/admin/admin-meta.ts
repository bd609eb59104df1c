import { BRAND_NAME } from "~/content/site";

/** Every admin page's title ends "| Stashd admin", and no admin page is indexed. */
export function adminMeta(title: string) {
  return [{ title: `${title} | ${BRAND_NAME} admin` }, { name: "robots", content: "noindex" }];
}
