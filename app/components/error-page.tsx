import type { ReactNode } from "react";
import { isRouteErrorResponse } from "react-router";
import { useMessages, useSite } from "./i18n";
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

/**
 * Whether an error is an answer the server chose: a refusal of the request (a 4xx: not found, or
 * malformed), or a 503 while the database cannot be reached.
 */
export function isRequestError(error: unknown): boolean {
  return isRouteErrorResponse(error) && (error.status < 500 || error.status === 503);
}

/**
 * The page for a request the server refused: the 404 page, 'could not be completed', or for a
 * 503 'temporarily unavailable, try again'.
 */
export function RequestErrorPage({ error }: { error: unknown }) {
  const messages = useMessages();
  const siteName = useSite()?.name;
  const status = isRouteErrorResponse(error) ? error.status : 400;
  const { title, body } =
    status === 404
      ? { title: messages.notFound.title, body: messages.notFound.hint }
      : status === 503
        ? messages.unavailable
        : messages.requestError;
  return <ErrorPage title={title} body={body} siteName={siteName} />;
}
