import { ShieldCheck, Send } from "lucide-react";
import { ButtonLink } from "~/components/ui/button-link";
import { RichText } from "../rich-text";
import { useMessages } from "../i18n";

/** The brief form, naming the agency the client asks a proposal from. */
export const proposalPath = (slug: string) => `/submit?agency=${encodeURIComponent(slug)}`;

/**
 * "Get a proposal from {agency}": a box beside the profile that stays in view on a desktop, and
 * a bar fixed to the bottom of a phone's or tablet's screen instead; both open the brief form
 * naming the agency.
 */
export function ProposalCta({ slug, name }: { slug: string; name: string }) {
  const { profile } = useMessages().directory;
  return (
    <>
      <div className="rounded-2xl border border-brand-200 bg-white p-6 shadow-sm max-lg:hidden">
        <ButtonLink to={proposalPath(slug)} variant="primary" size="lgWrap" className="w-full">
          <Send aria-hidden="true" className="size-5 rtl:-scale-x-100" />
          <ProposalLabel name={name} />
        </ButtonLink>
        <p className="mt-3 text-sm text-slate-600">
          <RichText text={profile.getProposalBody} values={{ name: <bdi>{name}</bdi> }} />
        </p>
      </div>
      <div className="fixed inset-x-0 bottom-0 z-20 border-t border-slate-200 bg-white/95 p-3 shadow-lg backdrop-blur lg:hidden">
        <ButtonLink to={proposalPath(slug)} variant="primary" className="w-full">
          <Send aria-hidden="true" className="size-4 rtl:-scale-x-100" />
          <span className="truncate">
            <ProposalLabel name={name} />
          </span>
        </ButtonLink>
      </div>
    </>
  );
}

/** "Get a proposal from {agency}", the name isolated in either direction. */
export function ProposalLabel({ name }: { name: string }) {
  const { profile } = useMessages().directory;
  return (
    <span>
      <RichText text={profile.getProposal} values={{ name: <bdi>{name}</bdi> }} />
    </span>
  );
}

/** What the operator checked before an agency is shown as Verified. */
export function VerifiedMeaning() {
  const { profile } = useMessages().directory;
  return (
    <section aria-labelledby="verified-meaning" className="rounded-2xl border border-slate-200 p-6">
      <h2
        id="verified-meaning"
        className="flex items-center gap-2 text-base font-semibold text-slate-900"
      >
        <ShieldCheck aria-hidden="true" className="size-5 text-emerald-600" />
        {profile.verifiedTitle}
      </h2>
      <p className="mt-2 text-sm text-slate-600">{profile.verifiedBody}</p>
    </section>
  );
}
