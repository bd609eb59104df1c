import { BRAND_NAME } from "~/content/site";

export function meta() {
  return [{ title: `${BRAND_NAME}: your wardrobe, waiting in every city` }];
}

export default function Home() {
  return (
    <main className="mx-auto max-w-6xl px-6 py-24">
      <h1 className="font-display text-5xl">Travel light. Your wardrobe is already there.</h1>
      <p className="mt-6 max-w-2xl text-lg text-ink-muted">
        Stash a wardrobe or suitcase in Bangalore, Mumbai or Delhi NCR. We clean, iron, repack and deliver it to your
        hotel.
      </p>
    </main>
  );
}
