import type { ReactNode } from "react";
import { useMessages } from "./i18n";
import { PageSection } from "./page-section";
import { ButtonLink } from "./ui/button-link";

/**
 * What the root error boundary shows inside the normal layout. React 19 hoists the <title> and
 * robots tag into <head>, so the page is named and kept out of search results.
 */
export function ErrorPage({
  title,
  body,
  siteName,
  children,
}: {
  title: string;
  body: string;
  siteName: string | undefined;
  children?: ReactNode;
}) {
  const messages = useMessages();
  return (
    <PageSection className="text-center">
      <title>{siteName ? `${title} | ${siteName}` : title}</title>
      <meta name="robots" content="noindex,nofollow" />
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
      <p className="mt-4 text-lg text-slate-600">{body}</p>
      {children}
      <ButtonLink to="/" variant="primary" size="lg" className="mt-8">
        {messages.notFound.backHome}
      </ButtonLink>
    </PageSection>
  );
}
