import { Link } from "react-router";
import type { NavLink } from "~/content/navigation";
import { ArrowRightIcon } from "./icons";

/** A call-to-action link with an arrow, in teal (or saffron on dark sections). */
export function TextLink({ link, dark = false }: { link: NavLink; dark?: boolean }) {
  return (
    <Link
      to={link.to}
      className={`mt-8 inline-flex items-center gap-1.5 font-semibold underline-offset-4 hover:underline ${
        dark ? "text-saffron" : "text-teal-dark"
      }`}
    >
      {link.label}
      <ArrowRightIcon />
    </Link>
  );
}
