import { useEffect, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { NAV_MENUS, type NavMenu, PRIMARY_LINKS, SITE_MAP_ID } from "~/content/navigation";
import { ChevronDownIcon, CloseIcon, MenuIcon } from "./icons";

/**
 * The header at 768px and narrower: a hamburger that opens accordion sections, one open at a time
 * (clicking the open one closes it). No side panels here. The open menu closes on Escape (focus returns
 * to the hamburger), on a press outside it and on any navigation. Without JavaScript the hamburger is a
 * link to the footer's site map, which lists every page.
 */
export function MobileNav() {
  const [open, setOpen] = useState(false);
  const [section, setSection] = useState<NavMenu["id"] | null>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const close = () => setOpen(false);

  // Any change of page closes the menu, including back/forward and links outside it.
  const { pathname } = useLocation();
  const [shownFor, setShownFor] = useState(pathname);
  if (shownFor !== pathname) {
    setShownFor(pathname);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [open]);

  return (
    <div ref={rootRef} className="desk:hidden">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls="mobile-menu"
        aria-label={open ? "Close menu" : "Open menu"}
        onClick={() => setOpen(!open)}
        className="menu-needs-js grid size-11 place-items-center rounded-full hover:bg-sand"
      >
        {open ? <CloseIcon /> : <MenuIcon />}
      </button>
      <noscript>
        <style>{".menu-needs-js{display:none!important}"}</style>
        <a
          href={`#${SITE_MAP_ID}`}
          aria-label="Menu: all pages"
          className="grid size-11 place-items-center rounded-full hover:bg-sand"
        >
          <MenuIcon />
        </a>
      </noscript>
      <nav
        id="mobile-menu"
        aria-label="Main"
        hidden={!open}
        className="absolute inset-x-0 top-full z-30 max-h-[calc(100dvh-5rem)] overflow-y-auto border-t border-sand bg-cream px-4 pb-6 shadow-soft"
      >
        {NAV_MENUS.map((menu) => {
          const expanded = section === menu.id;
          return (
            <div key={menu.id} className="border-b border-sand">
              <button
                type="button"
                aria-expanded={expanded}
                aria-controls={`mobile-menu-${menu.id}`}
                onClick={() => setSection(expanded ? null : menu.id)}
                className="flex w-full items-center justify-between py-4 text-left font-semibold"
              >
                {menu.label}
                <ChevronDownIcon className={`transition-transform duration-200 ${expanded ? "rotate-180" : ""}`} />
              </button>
              <ul id={`mobile-menu-${menu.id}`} hidden={!expanded} className="pb-3">
                {menu.links.map((link) => (
                  <li key={link.to}>
                    <Link to={link.to} onClick={close} className="block rounded-lg px-3 py-2.5 hover:bg-sand">
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          );
        })}
        <ul className="pt-2">
          {PRIMARY_LINKS.map((link) => (
            <li key={link.to}>
              <Link to={link.to} onClick={close} className="block py-3 font-semibold">
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
