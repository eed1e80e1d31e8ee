import { Suspense, useEffect } from "react";
import {
  data,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type LinksFunction,
} from "react-router";
import { z } from "zod";
import type { Route } from "./+types/root";
import "./app.css";
// The same file app.css names for Arabic pages (one asset, one hashed address).
import arabicFontUrl from "@fontsource-variable/readex-pro/files/readex-pro-arabic-wght-normal.woff2?url";
import {
  AgencyProfileSkeleton,
  useProfileLoading,
} from "./components/directory/agency-profile-skeleton";
import {
  ErrorPage,
  errorPageTexts,
  isRequestError,
  RequestErrorPage,
} from "./components/error-page";
import { useMessages, useRootData } from "./components/i18n";
import { SiteLayout } from "./components/layout/site-layout";
import { StaticToast, Toasts } from "./components/toasts";
import { PAGE_SCRIPT } from "./components/layout/inline-script";
import { usePageHydrates } from "./components/layout/page-scripts";
import { defaultLocale, directionOf, ensureCatalogue, localeOfPath } from "./domain/i18n";
import { uaeYear } from "./domain/format";
import { errorPageMeta } from "./domain/seo";
import type { RootData } from "./domain/root-data";
import { getToast } from "./http/sessions/toast.server";

// zod compiles object parsers with `new Function` unless told not to; under our script policy the
// browser refuses that and reports a CSP issue (Lighthouse best practices). Same results either way.
z.config({ jitless: true });

export async function loader({ request, context }: Route.LoaderArgs) {
  const { config } = context;
  const { toast, headers } = await getToast(request, config);
  const rootData: RootData = {
    locale: localeOfPath(new URL(request.url).pathname),
    site: {
      name: config.siteName,
      url: config.siteUrl,
      supportEmail: config.supportEmail,
      social: config.social,
    },
    toast,
    year: uaeYear(new Date()),
  };
  return data(rootData, headers ? { headers } : undefined);
}

/**
 * A client navigation keeps the browser's catalogues: one to a page in the other language (the
 * Arabic upgrade page's checkout is English) loads that language's catalogue before it renders.
 */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const rootData = await serverLoader();
  await ensureCatalogue(rootData.locale);
  return rootData;
}

export const links: LinksFunction = () => [
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export function Layout({ children }: { children: React.ReactNode }) {
  const root = useRootData();
  const locale = root?.locale ?? defaultLocale;
  // Static pages ship no React Router runtime (components/layout/page-scripts.ts).
  const hydrate = usePageHydrates();
  useMarkHydrated();
  return (
    <html lang={locale} dir={directionOf(locale)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0f7a5f" />
        <Meta />
        <Links />
        {locale === "ar" && (
          // Its @font-face is font-display: optional: fetched early, it is ready for the first paint.
          <link
            rel="preload"
            href={arabicFontUrl}
            as="font"
            type="font/woff2"
            crossOrigin="anonymous"
          />
        )}
      </head>
      <body className="bg-white text-slate-900 antialiased">
        <SiteLayout>{children}</SiteLayout>
        <StaticToast staticPage={!hydrate} />
        {/* Constant text, allowed by its hash in the Content-Security-Policy (server/app.ts). */}
        <script dangerouslySetInnerHTML={{ __html: PAGE_SCRIPT }} />
        {hydrate && (
          <>
            <Suspense>
              <Toasts flash={root?.toast} />
            </Suspense>
            <ScrollRestoration />
            <Scripts />
          </>
        )}
      </body>
    </html>
  );
}

/** Browser tests wait for this before using controls that need JavaScript (the menu sheet). */
function useMarkHydrated() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
}

export default function App() {
  // A profile renders only once its loader has answered: until then its skeleton stands in.
  return useProfileLoading() ? <AgencyProfileSkeleton /> : <Outlet />;
}

/**
 * Every page route writes its own tags; these are the error boundary's pages (the 404, a refused
 * request, a failure). A route without meta of its own inherits this: nothing, as before.
 */
export const meta: Route.MetaFunction = (args) =>
  args.error ? errorPageMeta(args, (messages) => errorPageTexts(messages, args.error)) : [];

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const messages = useMessages();
  if (isRequestError(error)) return <RequestErrorPage error={error} />;
  // Production shows no details: the server has logged the stack with the request id.
  const details = import.meta.env.DEV && error instanceof Error ? error.stack : undefined;
  return (
    <ErrorPage title={messages.serverError.title} body={messages.serverError.body}>
      {details && (
        <pre className="mt-8 overflow-x-auto rounded-lg bg-slate-100 p-4 text-start text-xs">
          {details}
        </pre>
      )}
    </ErrorPage>
  );
}
