import { useEffect, useId, useRef, useState } from "react";
import { Link, NavLink } from "react-router";
import { NAV_MENUS, type NavMenu, PRIMARY_LINKS } from "~/content/navigation";
import { ArrowRightIcon, ChevronDownIcon } from "./icons";

/** A click that follows a hover-open this soon (a tap on a touch screen does both) keeps the menu open. */
const HOVER_CLICK_GRACE_MS = 400;

/**
 * Desktop header menus: each opens on hover and toggles on click, Enter or Space (a keyboard press is a
 * click); at most one is open. Escape closes the open menu and returns focus to its button; focus
 * leaving the menu, an outside press or following a link closes it.
 */
export function DesktopNav() {
  const [openId, setOpenId] = useState<NavMenu["id"] | null>(null);
  const hoverOpenedAt = useRef(0);
  const navRef = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!openId) return;
    const closeOnOutsidePointer = (event: PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) setOpenId(null);
    };
    document.addEventListener("pointerdown", closeOnOutsidePointer);
    return () => document.removeEventListener("pointerdown", closeOnOutsidePointer);
  }, [openId]);

  return (
    <nav ref={navRef} aria-label="Main" className="hidden desk:block">
      {/* The open panel is centred under the whole menu bar, so it fits from 769px up. Below 1024px the
          items are tighter so that the header stays on one line at 769px. */}
      <ul className="relative flex items-center gap-1">
        {NAV_MENUS.map((menu) => (
          <MenuItem
            key={menu.id}
            menu={menu}
            open={openId === menu.id}
            onHover={() => {
              hoverOpenedAt.current = Date.now();
              setOpenId(menu.id);
            }}
            onClose={() => setOpenId((current) => (current === menu.id ? null : current))}
            onToggle={() => {
              if (openId === menu.id && Date.now() - hoverOpenedAt.current < HOVER_CLICK_GRACE_MS) return;
              setOpenId(openId === menu.id ? null : menu.id);
            }}
          />
        ))}
        {PRIMARY_LINKS.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} className={navLinkClass}>
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded-full px-2 py-2 text-sm font-semibold whitespace-nowrap hover:bg-sand lg:px-3 ${isActive ? "text-teal-dark" : ""}`;

interface MenuItemProps {
  menu: NavMenu;
  open: boolean;
  onHover: () => void;
  onClose: () => void;
  onToggle: () => void;
}

function MenuItem({ menu, open, onHover, onClose, onToggle }: MenuItemProps) {
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  return (
    <li
      onMouseEnter={onHover}
      onMouseLeave={onClose}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) onClose();
      }}
      onKeyDown={(event) => {
        if (event.key === "Escape" && open) {
          buttonRef.current?.focus();
          onClose();
        }
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={onToggle}
        className="flex items-center gap-1 rounded-full px-2 py-2 text-sm font-semibold whitespace-nowrap hover:bg-sand aria-expanded:bg-sand lg:px-3"
      >
        {menu.label}
        <ChevronDownIcon className={`transition-transform duration-200 ${open ? "rotate-180" : ""}`} />
      </button>
      <div id={panelId} hidden={!open} className="absolute top-full left-1/2 z-30 -translate-x-1/2 pt-2">
        <div className="grid w-[34rem] grid-cols-[1fr_15rem] overflow-hidden rounded-card bg-white shadow-soft ring-1 ring-ink/5">
          <ul className="p-3">
            {menu.links.map((link) => (
              <li key={link.to}>
                <Link
                  to={link.to}
                  onClick={onClose}
                  className="block rounded-xl px-3 py-2.5 text-sm font-semibold hover:bg-sand focus-visible:bg-sand"
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
          <div className="bg-ink p-5 text-cream">
            <p className="font-display text-lg">{menu.panel.title}</p>
            <p className="mt-2 text-sm text-cream/85">{menu.panel.description}</p>
            <Link
              to={menu.panel.cta.to}
              onClick={onClose}
              className="mt-4 inline-flex items-center gap-1.5 text-sm font-semibold text-saffron underline-offset-4 hover:underline"
            >
              {menu.panel.cta.label}
              <ArrowRightIcon />
            </Link>
          </div>
        </div>
      </div>
    </li>
  );
}
