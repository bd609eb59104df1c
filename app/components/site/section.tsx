import { type ReactNode, useId } from "react";

interface SectionProps {
  eyebrow?: string;
  heading: string;
  lead?: string;
  /** "dark" sets the section on ink navy; "sand" on the warm neutral. */
  tone?: "plain" | "sand" | "dark";
  /** The page's main heading is an h1; every other section heading is an h2. */
  level?: 1 | 2;
  centered?: boolean;
  /** A decorative SVG (public/illustrations/) beside the heading from 768px up; a page hero's right side. */
  illustration?: string;
  /** "all": the illustration stands beside the whole section (long text), not only beside the heading. */
  illustrationBeside?: "intro" | "all";
  /**
   * A column beside the whole section from 768px up (a summary, a help card, an illustration), so long
   * text does not leave half the desktop width empty; under the content on phones.
   */
  aside?: ReactNode;
  children?: ReactNode;
}

const toneClass = { plain: "", sand: "bg-sand", dark: "bg-ink text-cream" };

/** The site's section rhythm: eyebrow, heading, one-sentence lead, then the content. */
export function Section({
  eyebrow,
  heading,
  lead,
  tone = "plain",
  level = 2,
  centered,
  illustration,
  illustrationBeside = "intro",
  aside,
  children,
}: SectionProps) {
  const headingId = useId();
  const besideAll = illustration && illustrationBeside === "all" ? illustration : undefined;
  const Heading = level === 1 ? "h1" : "h2";
  const intro = (
    <div className={centered ? "mx-auto max-w-2xl text-center" : "max-w-2xl"}>
      {eyebrow && <Eyebrow dark={tone === "dark"}>{eyebrow}</Eyebrow>}
      <Heading
        id={headingId}
        className={`mt-2 font-display text-balance ${level === 1 ? "text-4xl md:text-5xl" : "text-3xl md:text-4xl"}`}
      >
        {heading}
      </Heading>
      {lead && (
        <p className={`mt-4 text-lg text-pretty ${tone === "dark" ? "text-cream/85" : "text-ink-muted"}`}>{lead}</p>
      )}
    </div>
  );
  return (
    <section aria-labelledby={headingId} className={`${toneClass[tone]} px-4 py-16 sm:px-6 md:py-24`}>
      <div className="mx-auto max-w-6xl">
        {aside || besideAll ? (
          <div className="gap-12 md:grid md:grid-cols-12">
            <div className="md:col-span-7">
              {intro}
              {children}
            </div>
            {/* Not an <aside>: a complementary landmark must not sit inside the page's main. */}
            <div className={`mt-12 md:col-span-5 md:mt-0 ${aside ? "" : "hidden md:block"}`}>
              <div className="md:sticky md:top-32">
                {aside ??
                  (besideAll && <Illustration src={besideAll} aboveTheFold={level === 1} className="mx-auto" />)}
              </div>
            </div>
          </div>
        ) : illustration ? (
          <div className="items-center gap-10 md:grid md:grid-cols-12">
            <div className="md:col-span-7">{intro}</div>
            <Illustration src={illustration} aboveTheFold={level === 1} className="justify-self-end md:col-span-5" />
          </div>
        ) : (
          intro
        )}
        {!aside && !besideAll && children}
      </div>
    </section>
  );
}

/**
 * A decorative SVG from 768px up, with an empty alt; phones (where it is hidden) never fetch it. Below the
 * fold it loads lazily; a page hero's (`aboveTheFold`) loads with the page, so it is never blank at first:
 * its source is named for wide screens only, so a phone still fetches nothing.
 */
export function Illustration({
  src,
  aboveTheFold = false,
  className = "",
}: {
  src: string;
  aboveTheFold?: boolean;
  className?: string;
}) {
  const image = (
    <img
      src={aboveTheFold ? NOTHING : src}
      alt=""
      width={360}
      height={300}
      loading={aboveTheFold ? "eager" : "lazy"}
      className={`hidden w-full max-w-sm md:block ${className}`}
    />
  );
  if (!aboveTheFold) return image;
  return (
    <picture className="contents">
      <source media="(min-width: 768px)" srcSet={src} />
      {image}
    </picture>
  );
}

/** An empty image for a phone, which shows no illustration: nothing is fetched. */
const NOTHING = "data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7";

export function Eyebrow({ children, dark = false }: { children: ReactNode; dark?: boolean }) {
  return (
    <p className={`text-sm font-bold tracking-wider uppercase ${dark ? "text-saffron" : "text-teal-dark"}`}>
      {children}
    </p>
  );
}
