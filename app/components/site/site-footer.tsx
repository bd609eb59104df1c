import { Link } from "react-router";
import { FOOTER_CONTACT, FOOTER_MORE, NAV_MENUS, type NavLink, SITE_MAP_ID } from "~/content/navigation";
import { BRAND_NAME } from "~/content/site";
import { WhatsappLink } from "./contact-links";
import { Logo } from "./logo";
import { ScrollTopButton } from "./scroll-top-button";

export function SiteFooter() {
  return (
    <footer className="border-t border-cream/10 bg-ink px-4 text-cream sm:px-6">
      <div className="mx-auto max-w-6xl py-14">
        <div className="flex items-start justify-between gap-6">
          <div>
            <Logo inverted />
            <p className="mt-3 max-w-sm text-sm text-cream/80">Your wardrobe, waiting in every city.</p>
          </div>
          <ScrollTopButton />
        </div>
        {/* The site map: without JavaScript, the header's menu button leads here (mobile-nav.tsx). */}
        <div id={SITE_MAP_ID} className="mt-10 grid scroll-mt-24 grid-cols-2 gap-8 md:grid-cols-5">
          {NAV_MENUS.map((menu) => (
            <FooterColumn key={menu.id} heading={menu.label} links={menu.links} />
          ))}
          <FooterColumn heading="More" links={FOOTER_MORE} />
          <div className="col-span-2 md:col-span-1">
            <h2 className="text-sm font-semibold text-saffron">{FOOTER_CONTACT.heading}</h2>
            <p className="mt-3 text-sm">
              <a
                href={`mailto:${FOOTER_CONTACT.email}`}
                className="break-all underline underline-offset-4 hover:text-saffron"
              >
                {FOOTER_CONTACT.email}
              </a>
            </p>
            <WhatsappLink className="mt-3 text-sm hover:text-saffron" />
            {FOOTER_CONTACT.lines.map((line) => (
              <p key={line} className="mt-2 text-sm text-cream/80">
                {line}
              </p>
            ))}
          </div>
        </div>
        <p className="mt-12 border-t border-cream/15 pt-6 text-xs text-cream/70">
          © {BRAND_NAME}. Prices in Indian rupees; GST extra at 18%.
        </p>
      </div>
    </footer>
  );
}

function FooterColumn({ heading, links }: { heading: string; links: NavLink[] }) {
  return (
    <div>
      <h2 className="text-sm font-semibold text-saffron">{heading}</h2>
      <ul className="mt-3 space-y-2">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className="text-sm text-cream/90 hover:text-saffron hover:underline">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
