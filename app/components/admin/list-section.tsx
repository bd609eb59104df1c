import type { ReactNode } from "react";

/** A titled list: the dashboard shows the title; a page whose h1 already says it leaves it out (the section keeps its name). */
export function ListSection({
  title,
  showTitle,
  children,
}: {
  title: string;
  showTitle: boolean;
  children: ReactNode;
}) {
  return (
    <section aria-label={title} className="space-y-3">
      {showTitle && <h2 className="text-lg font-semibold">{title}</h2>}
      {children}
    </section>
  );
}
