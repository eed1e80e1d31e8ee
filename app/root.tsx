import { useEffect } from "react";
import {
  data,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type LinksFunction,
} from "react-router";
import type { Route } from "./+types/root";
import "./app.css";
import { ErrorPage, isRequestError, RequestErrorPage } from "./components/error-page";
import { useMessages, useRootData, useSite } from "./components/i18n";
import { SiteLayout } from "./components/layout/site-layout";
import { Toasts } from "./components/toasts";
import { defaultLocale, directionOf } from "./domain/i18n";
import { getToast } from "./services/toast.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { config } = context;
  const { toast, headers } = await getToast(request, config);
  return data(
    {
      locale: defaultLocale,
      site: {
        name: config.siteName,
        url: config.siteUrl,
        supportEmail: config.supportEmail,
        social: config.social,
      },
      toast,
    },
    headers ? { headers } : undefined,
  );
}

export const links: LinksFunction = () => [
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export function Layout({ children }: { children: React.ReactNode }) {
  const root = useRootData();
  const locale = root?.locale ?? defaultLocale;
  useMarkHydrated();
  return (
    <html lang={locale} dir={directionOf(locale)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#2563eb" />
        <Meta />
        <Links />
      </head>
      <body className="bg-white font-sans text-slate-900 antialiased">
        <SiteLayout>{children}</SiteLayout>
        <Toasts flash={root?.toast} />
        <ScrollRestoration />
        <Scripts />
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
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const messages = useMessages();
  const siteName = useSite()?.name;
  if (isRequestError(error)) return <RequestErrorPage error={error} />;
  // Production shows no details: the server has logged the stack with the request id.
  const details = import.meta.env.DEV && error instanceof Error ? error.stack : undefined;
  return (
    <ErrorPage
      title={messages.serverError.title}
      body={messages.serverError.body}
      siteName={siteName}
    >
      {details && (
        <pre className="mt-8 overflow-x-auto rounded-lg bg-slate-100 p-4 text-start text-xs">
          {details}
        </pre>
      )}
    </ErrorPage>
  );
}
