import { Mail } from "lucide-react";
import { format } from "~/domain/i18n";
import type { Messages } from "~/domain/messages/en";
import { InstagramIcon, LinkedInIcon } from "../ui/social-icons";

type Site = { name: string; supportEmail: string; social: { instagram: string; linkedin: string } };

const emailClasses =
  "inline-flex items-center gap-2 text-sm text-slate-600 hover:text-brand-700 hover:underline " +
  "focus-visible:outline-2 focus-visible:outline-brand-600";
const socialClasses =
  "inline-flex size-10 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-200 " +
  "hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600";

/** The support e-mail and the social pages, all from configuration. */
export function FooterContact({ site, messages }: { site: Site; messages: Messages }) {
  return (
    <div className="mt-5 space-y-4">
      <a
        href={`mailto:${site.supportEmail}`}
        aria-label={format(messages.footer.emailUs, { email: site.supportEmail })}
        className={emailClasses}
      >
        <Mail aria-hidden="true" className="size-4" />
        <bdi dir="ltr">{site.supportEmail}</bdi>
      </a>
      <div className="flex gap-2">
        <a
          href={site.social.instagram}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={format(messages.footer.instagram, { siteName: site.name })}
          className={socialClasses}
        >
          <InstagramIcon className="size-5" />
        </a>
        <a
          href={site.social.linkedin}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={format(messages.footer.linkedin, { siteName: site.name })}
          className={socialClasses}
        >
          <LinkedInIcon className="size-5" />
        </a>
      </div>
    </div>
  );
}
