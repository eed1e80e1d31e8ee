import { Check, Crown, PartyPopper } from "lucide-react";
import type { Toast } from "~/domain/toast";
import { AgencyLogo } from "../directory/agency-logo";
import { ProBadge } from "../directory/badges";
import { ActionForm } from "../forms/action-form";
import { PendingButton } from "../forms/pending-button";
import { RichText } from "../rich-text";
import { useMessages } from "../i18n";
import { useToast } from "../toasts";
import { ButtonLink, buttonClasses } from "../ui/button-link";
import { DashboardHeader } from "./dashboard-header";

type UpgradeAgency = {
  agencyName: string;
  logoUrl: string | null;
  location: string | null;
  isPro: boolean;
  approved: boolean;
};

/**
 * The upgrade page after sign-in (docs/product.md#routes-and-screens): the agency and the Pro
 * benefits, then either 'Welcome to Pro!' (back from a paid checkout), 'You're Already a Pro
 * Agency!', or the Subscribe button at AED 499/month, which posts and is sent on to the checkout
 * page. A listing still under review is told that Pro opens once it is approved (the server refuses
 * its checkout too).
 */
export function UpgradeView({
  agency,
  welcome,
  canceled,
  failure,
}: {
  agency: UpgradeAgency;
  welcome: boolean;
  canceled: boolean;
  failure: Toast | undefined;
}) {
  const { dashboard } = useMessages();
  const upgradeMessages = dashboard.upgrade;
  useToast(failure);

  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-10 sm:py-14">
      <DashboardHeader title={upgradeMessages.title} agencyName={agency.agencyName} />
      <div className="flex items-center gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
        <AgencyLogo name={agency.agencyName} logoUrl={agency.logoUrl} />
        <div className="min-w-0">
          <p className="text-sm text-slate-500">{upgradeMessages.forAgency}</p>
          <p className="text-lg font-semibold break-words text-slate-900">
            <bdi>{agency.agencyName}</bdi>
          </p>
          {agency.isPro && <ProBadge label={dashboard.dashboard.pro} />}
        </div>
      </div>

      {welcome ? (
        <Panel icon={<PartyPopper aria-hidden="true" className="size-6" />}>
          <h2 className="text-2xl font-bold text-slate-900">{upgradeMessages.welcomeTitle}</h2>
          <p className="mt-2 text-slate-700">
            <RichText
              text={upgradeMessages.welcomeBody}
              values={{ agencyName: <bdi>{agency.agencyName}</bdi> }}
            />
          </p>
          <Links />
        </Panel>
      ) : agency.isPro ? (
        <Panel icon={<Crown aria-hidden="true" className="size-6" />}>
          <h2 className="text-2xl font-bold text-slate-900">{upgradeMessages.alreadyProTitle}</h2>
          <p className="mt-2 text-slate-700">{upgradeMessages.alreadyProBody}</p>
          <Links />
        </Panel>
      ) : (
        <section
          aria-labelledby="pro-plan-title"
          className="rounded-2xl border-2 border-brand-600 bg-white p-6 shadow-sm sm:p-8"
        >
          <h2 id="pro-plan-title" className="text-xl font-bold text-slate-900">
            {upgradeMessages.benefitsTitle}
          </h2>
          <ul className="mt-4 space-y-2">
            {upgradeMessages.benefits.map((benefit) => (
              <li key={benefit} className="flex gap-2 text-slate-700">
                <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-emerald-600" />
                {benefit}
              </li>
            ))}
          </ul>
          <p className="mt-6 flex items-baseline gap-1">
            <span className="text-4xl font-extrabold text-slate-900">{upgradeMessages.price}</span>
            <span className="text-slate-600">{upgradeMessages.perMonth}</span>
          </p>
          <p className="mt-1 text-sm text-slate-600">{upgradeMessages.billing}</p>
          {canceled && (
            <p role="status" className="mt-4 rounded-lg bg-slate-50 p-3 text-sm text-slate-700">
              {upgradeMessages.checkoutCanceled}
            </p>
          )}
          {failure && (
            <p role="alert" className="mt-4 rounded-lg bg-red-50 p-3 text-sm text-red-800">
              {failure.description}
            </p>
          )}
          {agency.approved ? (
            <ActionForm fields={{ intent: "subscribe" }} className="mt-6">
              {(subscribing) => (
                <PendingButton
                  pending={subscribing}
                  pendingLabel={upgradeMessages.subscribing}
                  className={`${buttonClasses("primary", "lgWrap")} w-full disabled:opacity-60 sm:w-auto`}
                >
                  {upgradeMessages.subscribe}
                </PendingButton>
              )}
            </ActionForm>
          ) : (
            <p className="mt-6 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
              {upgradeMessages.pendingApproval}
            </p>
          )}
        </section>
      )}
    </div>
  );
}

function Links() {
  const upgradeMessages = useMessages().dashboard.upgrade;
  return (
    <div className="mt-6 flex flex-wrap gap-3">
      <ButtonLink to="/agencies" variant="primary">
        {upgradeMessages.viewDirectory}
      </ButtonLink>
      <ButtonLink to="/dashboard" variant="secondary">
        {upgradeMessages.backToDashboard}
      </ButtonLink>
    </div>
  );
}

function Panel({ icon, children }: { icon: React.ReactNode; children: React.ReactNode }) {
  return (
    <section className="rounded-2xl border border-emerald-200 bg-gradient-to-br from-emerald-50 rtl:bg-gradient-to-bl to-white p-6 sm:p-8">
      <div className="flex size-12 items-center justify-center rounded-full bg-emerald-100 text-emerald-700">
        {icon}
      </div>
      <div className="mt-4">{children}</div>
    </section>
  );
}
