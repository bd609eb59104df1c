import { useEffect, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { NAV_MENUS, type NavMenu, PRIMARY_LINKS, SITE_MAP_ID } from "~/content/navigation";
import { ChevronDownIcon, CloseIcon, MenuIcon } from "./icons";

const MENU_ID = "mobile-menu";

/**
 * The header at 768px and narrower: a hamburger that opens accordion sections, one open at a time
 * (clicking the open one closes it). No side panels here. The menu is a native popover, so the first tap
 * opens it before any script of ours has run, and the browser closes it on Escape (focus returns to the
 * hamburger) and on a press outside it; the app closes it on any navigation. Its place under the header
 * and the hamburger's icon and name follow its open state in CSS (app.css: mobile-menu).
 */
export function MobileNav() {
  const [section, setSection] = useState<NavMenu["id"] | null>(null);
  const menuRef = useRef<HTMLElement>(null);
  const close = () => {
    if (menuRef.current?.matches(":popover-open")) menuRef.current.hidePopover();
  };

  // Any change of page closes the menu, including back/forward and links outside it (not the first
  // render: a menu opened before React started stays open).
  const { pathname } = useLocation();
  const shownFor = useRef(pathname);
  useEffect(() => {
    if (shownFor.current === pathname) return;
    shownFor.current = pathname;
    close();
  });

  return (
    <div className="mobile-nav desk:hidden">
      <button
        type="button"
        popoverTarget={MENU_ID}
        className="menu-needs-js grid size-11 place-items-center rounded-full hover:bg-sand"
      >
        <span className="menu-when-closed">
          <MenuIcon />
          <span className="sr-only">Open menu</span>
        </span>
        <span className="menu-when-open">
          <CloseIcon />
          <span className="sr-only">Close menu</span>
        </span>
      </button>
      {/* Without JavaScript the sections cannot open: the hamburger is a link to the footer's site map. */}
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
        ref={menuRef}
        id={MENU_ID}
        popover="auto"
        aria-label="Main"
        className="max-h-[calc(100dvh-5rem)] overflow-y-auto border-t border-sand bg-cream px-4 pb-6 text-ink shadow-soft"
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
