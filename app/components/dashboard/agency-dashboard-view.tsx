import type { SubmissionResult } from "@conform-to/react";
import type { AgencyDashboard } from "~/domain/views/agency-dashboard";
import { useMessages } from "../i18n";
import { useLocalePath } from "../ui/link";
import { AgencyForm } from "../submissions/agency-form";
import type { AgencyImagesView, DashboardImageTexts } from "~/domain/agency-images";
import { AgencyImagesPanel } from "./agency-images-panel";
import { DashboardHeader } from "./dashboard-header";
import { EmailChangePending } from "./email-change-pending";
import { LeadList } from "./lead-list";
import { ListingSummary } from "./listing-summary";
import type { TaxDetails, TaxDetailsReply } from "~/domain/tax-details";
import type { TaxDocumentSummary } from "~/domain/tax-documents";
import { InvoiceList } from "./invoice-list";
import { PaymentHistory } from "./payment-history";
import { TaxDetailsPanel, type DashboardInvoiceTexts } from "./tax-details-panel";
import { ReviewReplies } from "./review-replies";
import { SubscriptionCard } from "./subscription-card";
import { TestBillingPanel } from "./test-billing-panel";
import { UpgradePrompt } from "./upgrade-prompt";

/**
 * The agency dashboard (docs/product.md#routes-and-screens): the listing with its badges and links,
 * its leads (the briefs it was matched with), the Pro subscription card or the upgrade prompt, payments, the published reviews with the
 * agency's replies, and the listing's edit form on `?edit=1`.
 */
export function AgencyDashboardView({
  dashboard,
  editing,
  testMode,
  billingPortal,
  lastResult,
  images,
  invoices,
  taxDetailsRefused,
  refusedPost,
}: {
  dashboard: AgencyDashboard;
  editing: boolean;
  testMode: boolean;
  billingPortal: boolean;
  lastResult: SubmissionResult<string[]> | undefined;
  /** The Logo and Portfolio sections' data (decision 016). */
  images?: AgencyImagesView & { texts: DashboardImageTexts };
  /** The invoices list and the tax details form (issue 32), with their server-only texts. */
  invoices?: {
    details: TaxDetails;
    documents: TaxDocumentSummary[];
    texts: DashboardInvoiceTexts;
  };
  taxDetailsRefused?: TaxDetailsReply["taxDetails"];
  /** Why the input boundary refused a post (a control character, a field no form has). */
  refusedPost?: string;
}) {
  const dashboardMessages = useMessages().dashboard;
  const localePath = useLocalePath();
  const { listing, subscription } = dashboard;
  const showSubscription = listing.isPro || Boolean(subscription?.grantsPro);
  return (
    <div className="mx-auto max-w-4xl space-y-6 px-4 py-10 sm:py-14">
      <DashboardHeader title={dashboardMessages.dashboard.title} agencyName={listing.agencyName} />
      {refusedPost && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {refusedPost}
        </p>
      )}
      {dashboard.pendingEmail && (
        <EmailChangePending newEmail={dashboard.pendingEmail} email={listing.email} />
      )}
      {editing || lastResult ? (
        <section
          aria-labelledby="edit-title"
          className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
        >
          <h2 id="edit-title" className="text-xl font-bold text-slate-900">
            {dashboardMessages.dashboard.editTitle}
          </h2>
          <p className="mt-1 mb-6 text-sm text-slate-600">
            {dashboardMessages.dashboard.editIntro}
          </p>
          <AgencyForm
            lastResult={lastResult}
            failure={undefined}
            intent="update-listing"
            submitLabel={dashboardMessages.dashboard.save}
            defaultValue={{
              agencyName: listing.agencyName,
              agencyNameAr: listing.agencyNameAr,
              contactName: listing.contactName,
              email: listing.email,
              phone: listing.phone,
              website: listing.website,
              portfolio: listing.portfolio,
              // Only an address can be edited; a generated logo (the demo's data: images) is
              // replaced by the letter circle when the listing is saved without a new one.
              logoUrl: /^https?:\/\//.test(listing.logoUrl ?? "") ? listing.logoUrl : null,
              location: listing.location,
              services: listing.services,
              industries: listing.industries,
              experience: listing.experience,
              description: listing.description,
              descriptionAr: listing.descriptionAr,
              foundingYear: listing.foundingYear?.toString() ?? null,
              teamSize: listing.teamSize,
              minBudgetAed: listing.minBudgetAed?.toString() ?? null,
              languages: listing.languages,
            }}
            extraActions={
              <a
                href={localePath("/dashboard")}
                className="font-medium text-slate-700 underline-offset-2 hover:underline"
              >
                {dashboardMessages.dashboard.cancelEdit}
              </a>
            }
          />
        </section>
      ) : (
        <ListingSummary listing={listing} />
      )}
      {images && <AgencyImagesPanel agencyName={listing.agencyName} {...images} />}
      <LeadList leads={dashboard.leads} />
      {showSubscription ? (
        <SubscriptionCard
          subscription={subscription ?? null}
          refundUntil={dashboard.refundUntil}
          billingPortal={billingPortal}
        />
      ) : (
        <UpgradePrompt />
      )}
      {testMode && subscription?.grantsPro && (
        <TestBillingPanel
          canFail={subscription.status === "active" && !subscription.cancelAtPeriodEnd}
        />
      )}
      {dashboard.payments.length > 0 && <PaymentHistory payments={dashboard.payments} />}
      {invoices && <InvoiceList documents={invoices.documents} texts={invoices.texts} />}
      {invoices && (
        <TaxDetailsPanel
          details={invoices.details}
          refused={taxDetailsRefused}
          texts={invoices.texts}
        />
      )}
      {dashboard.reviews.length > 0 && <ReviewReplies reviews={dashboard.reviews} />}
    </div>
  );
}
