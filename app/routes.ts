import { type RouteConfig, index, prefix, route } from "@react-router/dev/routes";

/**
 * Every URL of the product (docs/product.md#routes-and-screens), plus the operational and SEO
 * resources. The public pages, the agency's sign-in, dashboard and upgrade exist once per locale:
 * English at the root, Arabic under /ar (docs/decisions/013-arabic-and-right-to-left.md); the
 * route modules read the locale from the path, so each is written once. The operator console, the
 * APIs and the machine files are English only.
 */
function localizedRoutes(locale: "en" | "ar") {
  // Route ids are unique: the Arabic copy of a route is "ar/" + its English id (by default the
  // module's path without extension, "routes/public/home"). A module served at more than one URL
  // gets an id per extra URL (the landing pages, the old addresses of the two forms).
  const page = (path: string | null, file: string, englishId?: string) => {
    const id = locale === "en" ? englishId : `ar/${englishId ?? file.replace(/\.tsx?$/, "")}`;
    return path === null ? index(file, { id }) : route(path, file, { id });
  };
  return [
    page(null, "routes/public/home.tsx"),
    page("agencies", "routes/directory/agencies.tsx"),
    page("agencies/in/:emirate", "routes/directory/agencies-landing.tsx", "agencies-in"),
    page("agencies/for/:service", "routes/directory/agencies-landing.tsx", "agencies-for"),
    page(
      "agencies/in/:emirate/for/:service",
      "routes/directory/agencies-landing.tsx",
      "agencies-in-for",
    ),
    page("agencies/:slug", "routes/directory/agency-profile.tsx"),
    page("a/:slug", "routes/directory/agency-short-profile.tsx"),
    page("submit", "routes/submissions/submit.tsx"),
    page("submit-brief", "routes/submissions/submit.tsx", "submit-brief"),
    page("list", "routes/submissions/list.tsx"),
    page("submit-agency", "routes/submissions/list.tsx", "submit-agency"),
    page("thank-you", "routes/submissions/thank-you.tsx"),
    page("thank-you-brief", "routes/submissions/thank-you-brief.tsx"),
    page("thank-you-agency", "routes/submissions/thank-you-agency.tsx"),
    page("pricing", "routes/public/pricing.tsx"),
    page("how-it-works", "routes/public/how-it-works.tsx"),
    page("about", "routes/public/about.tsx"),
    page("contact", "routes/public/contact.tsx"),
    page("terms", "routes/public/terms.tsx"),
    page("privacy", "routes/public/privacy.tsx"),
    page("dashboard", "routes/dashboard/dashboard.tsx"),
    page("dashboard/upgrade", "routes/dashboard/upgrade.tsx"),
    page("dashboard/images", "routes/dashboard/images.ts"),
    page("dashboard/sign-in", "routes/dashboard/sign-in.tsx"),
    page("dashboard/confirm-email", "routes/dashboard/confirm-email.tsx"),
    page("dashboard/threads/:matchId", "routes/dashboard/thread.tsx"),
    page("dashboard/invoices/:documentId", "routes/dashboard/invoice.tsx"),
    page("my-briefs", "routes/clients/my-briefs.tsx"),
    page("my-briefs/sign-in", "routes/clients/sign-in.tsx"),
    page("my-briefs/threads/:matchId", "routes/clients/thread.tsx"),
    page("my-briefs/briefs/:briefId", "routes/clients/brief.tsx"),
    page("reviews/:token", "routes/reviews/review.tsx"),
    page("alerts", "routes/alerts/alerts.tsx"),
    page("alerts/new", "routes/alerts/new.tsx"),
    page("alerts/confirm/:token", "routes/alerts/confirm.tsx"),
    page("alerts/address/:token", "routes/alerts/address.tsx"),
    page("alerts/:token", "routes/alerts/manage.tsx"),
    page("alerts/:token/unsubscribe", "routes/alerts/unsubscribe.tsx"),
  ];
}

export default [
  ...localizedRoutes("en"),
  ...prefix("ar", localizedRoutes("ar")),
  route("admin", "routes/admin/admin.tsx"),
  route("admin/matches", "routes/admin/matches.tsx"),
  route("admin/briefs/:id", "routes/admin/brief.tsx"),
  route("admin/briefs.csv", "routes/admin/briefs-csv.ts"),
  route("admin/threads", "routes/admin/threads.tsx"),
  route("admin/funnel", "routes/admin/funnel.tsx"),
  route("admin/funnel.csv", "routes/admin/funnel-csv.ts"),
  route("admin/threads/:matchId", "routes/admin/thread.tsx"),
  route("admin/invoices", "routes/admin/invoices.tsx"),
  route("admin/invoices.csv", "routes/admin/invoices-csv.ts"),
  route("admin/invoices.zip", "routes/admin/invoices-zip.ts"),
  route("admin/invoices/:documentId", "routes/admin/invoice.tsx"),
  route("admin/invoices/:documentId/xml", "routes/admin/invoice-xml.ts"),
  route("billing/test-checkout/:id", "routes/billing/test-checkout.tsx"),
  route("files/:fileId", "routes/files/file.ts"),
  route("api/agencies", "routes/api/agencies.ts"),
  route("api/agencies/email/:email", "routes/api/agency-by-email.ts"),
  route("api/agencies/:id/subscription", "routes/api/agency-subscription.ts"),
  route("api/create-checkout-session", "routes/api/create-checkout-session.ts"),
  route("api/upgrade-to-pro", "routes/api/upgrade-to-pro.ts"),
  route("api/admin/auth", "routes/api/admin/auth.ts"),
  route("api/admin/agencies", "routes/api/admin/agencies.ts"),
  route("api/admin/agencies/:id", "routes/api/admin/agency.ts"),
  route("api/admin/briefs", "routes/api/admin/briefs.ts"),
  route("api/admin/briefs/:id", "routes/api/admin/brief.ts"),
  route("api/admin/messages", "routes/api/admin/messages.ts"),
  route("api/admin/messages/:id", "routes/api/admin/message.ts"),
  route("api/matches", "routes/api/matches.ts"),
  route("api/contact", "routes/api/contact.ts"),
  route("api/submit-brief", "routes/api/submit-brief.ts"),
  route("api/submit-agency", "routes/api/submit-agency.ts"),
  route("api/stripe/webhook", "routes/api/stripe-webhook.ts"),
  route("dev/mailbox", "routes/dev/mailbox.tsx"),
  route("dev/mailbox/:id/html", "routes/dev/mailbox-html.ts"),
  route("robots.txt", "routes/seo/robots-txt.ts"),
  route("sitemap.xml", "routes/seo/sitemap-xml.ts"),
  route("sitemap/:file", "routes/seo/sitemap-file.ts"),
  route("*", "routes/public/not-found.tsx"),
] satisfies RouteConfig;
