import { useEffect } from "react";
import { useLocation, useNavigation } from "react-router";
import { useMessages } from "../i18n";

/** The paths of the full and the short profile; the directory's landing pages are not profiles. */
export function isProfilePath(pathname: string): boolean {
  return /^\/(agencies|a)\/[^/]+\/?$/.test(pathname);
}

/**
 * True while a client-side navigation waits for a profile's loader: the page cannot render before
 * its data arrives, so its skeleton stands in for the page being left.
 */
export function useProfileLoading(): boolean {
  const navigation = useNavigation();
  const { pathname } = useLocation();
  return (
    navigation.state === "loading" &&
    isProfilePath(navigation.location.pathname) &&
    navigation.location.pathname !== pathname
  );
}

/** Grey shapes of a profile: header, contact buttons, sections and the 'Get In Touch' panel. */
export function AgencyProfileSkeleton() {
  const profileMessages = useMessages().directory.profile;
  // The page left may have been scrolled far down; the profile opens at its top.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);
  const bar = "rounded bg-slate-200";
  return (
    <div className="animate-pulse motion-reduce:animate-none">
      <p role="status" className="sr-only">
        {profileMessages.loading}
      </p>
      <div aria-hidden="true">
        <div className="page-band">
          <div className="mx-auto max-w-5xl px-4 pt-8 pb-10 sm:px-6 lg:px-8">
            <div className={`h-4 w-36 ${bar}`} />
            <div className="mt-6 flex flex-col gap-5 sm:flex-row sm:items-center">
              <div className="size-20 shrink-0 rounded-full bg-slate-200" />
              <div className="flex-1 space-y-3">
                <div className={`h-9 w-2/3 ${bar}`} />
                <div className={`h-5 w-1/3 ${bar}`} />
              </div>
            </div>
            <div className="mt-6 flex flex-col gap-3 sm:flex-row">
              <div className="h-12 rounded-lg bg-slate-200 sm:w-44" />
              <div className="h-12 rounded-lg bg-slate-200 sm:w-40" />
            </div>
          </div>
        </div>
        <div className="mx-auto grid max-w-5xl gap-10 px-4 py-10 sm:px-6 lg:grid-cols-[minmax(0,1fr)_18rem] lg:px-8">
          <div className="flex flex-col gap-10">
            {[0, 1, 2].map((section) => (
              <div key={section} className="space-y-3">
                <div className={`h-6 w-40 ${bar}`} />
                <div className={`h-4 ${bar}`} />
                <div className={`h-4 w-4/5 ${bar}`} />
              </div>
            ))}
          </div>
          <div className="h-48 rounded-2xl bg-slate-100" />
        </div>
      </div>
    </div>
  );
}
