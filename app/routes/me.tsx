import { Link, useSearchParams } from "react-router";
import { PersonalPage } from "~/components/me/personal-page";
import { ME_COPY } from "~/content/me";
import { BRAND_NAME } from "~/content/site";

export function meta() {
  return [
    { title: `${ME_COPY.title} | ${BRAND_NAME}` },
    { name: "robots", content: "noindex" },
    // The page's address carries the personal token: never hand it to another site.
    { name: "referrer", content: "no-referrer" },
  ];
}

/** /me?token=…: the personal page, client-side only (nothing personal is ever pre-rendered). */
export default function MeRoute() {
  const [params] = useSearchParams();
  return (
    <main className="min-h-dvh bg-sand px-4 py-10">
      <div className="mx-auto w-full max-w-xl space-y-6">
        <Link to="/" className="inline-block font-display text-xl">
          {BRAND_NAME}
        </Link>
        <PersonalPage token={params.get("token")} />
      </div>
    </main>
  );
}
