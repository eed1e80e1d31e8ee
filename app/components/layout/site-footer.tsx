import { Link } from "~/components/ui/link";
import { format } from "~/domain/i18n";
import type { Messages } from "~/domain/messages/en";
import { uaeYear } from "~/domain/format";
import { useMessages, useRootData } from "../i18n";
import { SiteLogo } from "../ui/site-logo";
import { FooterContact } from "./footer-contact";

type FooterLink = { to: string; label: keyof Messages["footer"] };

/**
 * The footer's link groups (docs/product.md#routes-and-screens lists the pages; the grouping is
 * ours).
 */
const linkGroups: ReadonlyArray<{ heading: keyof Messages["footer"]; links: FooterLink[] }> = [
  {
    heading: "forClients",
    links: [
      { to: "/agencies", label: "browseAgencies" },
      { to: "/submit", label: "submitBrief" },
      { to: "/my-briefs", label: "myBriefs" },
      { to: "/how-it-works", label: "howItWorks" },
    ],
  },
  {
    heading: "forAgencies",
    links: [
      { to: "/list", label: "listAgency" },
      { to: "/dashboard", label: "agencySignIn" },
    ],
  },
  {
    heading: "company",
    links: [
      { to: "/about", label: "about" },
      { to: "/contact", label: "contact" },
      { to: "/terms", label: "terms" },
      { to: "/privacy", label: "privacy" },
    ],
  },
];

export function SiteFooter() {
  const messages = useMessages();
  const root = useRootData();
  const site = root?.site;
  const siteName = site?.name ?? "";
  return (
    <footer data-site-chrome="" className="border-t border-slate-200 bg-slate-50">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-5 lg:px-8">
        <div className="lg:col-span-2">
          <SiteLogo siteName={siteName} />
          <p className="mt-3 max-w-xs text-sm text-slate-600">{messages.site.navTagline}</p>
          {site && <FooterContact site={site} messages={messages} />}
        </div>
        <nav
          aria-label={messages.footer.navigation}
          className="grid grid-cols-2 gap-8 sm:grid-cols-3 lg:col-span-3"
        >
          {linkGroups.map((group) => (
            <div key={group.heading}>
              <h2 className="text-sm font-semibold text-slate-900">
                {messages.footer[group.heading]}
              </h2>
              <ul className="mt-3 space-y-2">
                {group.links.map((link) => (
                  <li key={link.to}>
                    <Link to={link.to} className={footerLinkClasses}>
                      {messages.footer[link.label]}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
      </div>
      <p className="border-t border-slate-200 py-6 text-center text-sm text-slate-600">
        {/* The server's year, as the root data carries it; the clock only where that data is missing
            (the root loader itself failed). */}
        {format(messages.site.copyright, { siteName, year: root?.year ?? uaeYear(new Date()) })}
      </p>
    </footer>
  );
}

/** A component class of app.css. */
const footerLinkClasses = "footer-link";
