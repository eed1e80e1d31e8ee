import { AlertTriangle, SearchX, Hourglass } from "lucide-react";
import type { ReactNode } from "react";
import type { Messages } from "~/domain/messages/en";
import { errorPageTexts, isRequestError, RequestErrorPage } from "../error-page";
import { useMessages } from "../i18n";
import { ButtonLink } from "../ui/button-link";

function StatePanel({
  icon,
  title,
  body,
  children,
  level = "h2",
}: {
  icon: ReactNode;
  title: string;
  body: string;
  children: ReactNode;
  level?: "h1" | "h2";
}) {
  const Heading = level;
  return (
    <div className="rounded-2xl border border-dashed border-slate-300 bg-slate-50 px-6 py-14 text-center">
      <div className="mx-auto flex size-12 items-center justify-center rounded-full bg-white text-slate-500 shadow-sm">
        {icon}
      </div>
      <Heading className="mt-4 text-xl font-semibold text-slate-900">{title}</Heading>
      <p className="mx-auto mt-2 max-w-md text-slate-600">{body}</p>
      <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">{children}</div>
    </div>
  );
}

/** No approved agency at all yet. */
export function NoAgenciesYet() {
  const statesMessages = useMessages().directory.states;
  return (
    <StatePanel
      icon={<Hourglass aria-hidden="true" className="size-6" />}
      title={statesMessages.emptyTitle}
      body={statesMessages.emptyBody}
    >
      <ButtonLink to="/submit" variant="primary">
        {statesMessages.submitBrief}
      </ButtonLink>
      <ButtonLink to="/list" variant="secondary">
        {statesMessages.listAgency}
      </ButtonLink>
    </StatePanel>
  );
}

/** Approved agencies exist, but none matches the filters or the search. */
export function NoMatches() {
  const statesMessages = useMessages().directory.states;
  return (
    <StatePanel
      icon={<SearchX aria-hidden="true" className="size-6" />}
      title={statesMessages.noMatchTitle}
      body={statesMessages.noMatchBody}
    >
      <ButtonLink to="/agencies" variant="primary">
        {statesMessages.clearFilters}
      </ButtonLink>
    </StatePanel>
  );
}

/** The directory could not be loaded (the route's error boundary). */
export function DirectoryLoadError() {
  const statesMessages = useMessages().directory.states;
  // The route's meta names the page and keeps it out of search results (directoryErrorTexts).
  return (
    <div className="mx-auto max-w-2xl px-4 py-24">
      <div role="alert">
        <StatePanel
          icon={<AlertTriangle aria-hidden="true" className="size-6 text-red-600" />}
          title={statesMessages.errorTitle}
          body={statesMessages.errorBody}
          level="h1"
        >
          <ButtonLink to="/" variant="primary">
            {statesMessages.backHome}
          </ButtonLink>
        </StatePanel>
      </div>
    </div>
  );
}

/**
 * The directory routes' error boundary: an unknown landing page is a 404, a malformed request a
 * 400, anything else a load failure.
 */
export function DirectoryRouteError({ error }: { error: unknown }) {
  return isRequestError(error) ? <RequestErrorPage error={error} /> : <DirectoryLoadError />;
}

/** The title and text of the page DirectoryRouteError shows, for the routes' meta. */
export function directoryErrorTexts(messages: Messages, error: unknown) {
  if (isRequestError(error)) return errorPageTexts(messages, error);
  const statesMessages = messages.directory.states;
  return { title: statesMessages.errorTitle, body: statesMessages.errorBody };
}
