import type { ReactNode } from "react";
import { isRouteErrorResponse } from "react-router";
import type { Messages } from "~/domain/messages/en";
import { useMessages } from "./i18n";
import { PageSection } from "./page-section";
import { ButtonLink } from "./ui/button-link";

/**
 * What an error boundary shows inside the normal layout. The boundary's route names the page and
 * keeps it out of search results in its meta (`errorPageMeta`, with `errorPageTexts`).
 */
export function ErrorPage({
  title,
  body,
  children,
  directoryLink = false,
}: {
  title: string;
  body: string;
  children?: ReactNode;
  /** A way on to the directory first (the 404: the visitor was looking for something). */
  directoryLink?: boolean;
}) {
  const messages = useMessages();
  return (
    <PageSection className="text-center">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
      <p className="mx-auto mt-4 max-w-xl text-lg text-slate-600">{body}</p>
      {children}
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        {directoryLink && (
          <ButtonLink to="/agencies" variant="primary" size="lg">
            {messages.notFound.browseDirectory}
          </ButtonLink>
        )}
        <ButtonLink to="/" variant={directoryLink ? "secondary" : "primary"} size="lg">
          {messages.notFound.backHome}
        </ButtonLink>
      </div>
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
  const { title, body } = errorPageTexts(useMessages(), error);
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return <ErrorPage title={title} body={body} directoryLink={notFound} />;
}

/** The title and text of the page for an error: a refused request's, or a failure's. */
export function errorPageTexts(
  messages: Messages,
  error: unknown,
): { title: string; body: string } {
  if (!isRequestError(error)) return messages.serverError;
  const status = isRouteErrorResponse(error) ? error.status : 400;
  return status === 404
    ? { title: messages.notFound.title, body: messages.notFound.body }
    : status === 503
      ? messages.unavailable
      : messages.requestError;
}
