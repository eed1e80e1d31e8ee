import { clsx } from "clsx";
import { lazy, Suspense, useEffect, useSyncExternalStore } from "react";
import type { Toast, ToastInput } from "~/domain/toast";
import { createToastOutlet } from "./toast-outlet";
import { useDirection, useMessages, useRootData } from "./i18n";

/**
 * The app's one toast path. A server answer flashes its toast across a redirect
 * (`http/sessions/toast.server.ts`) and this outlet shows it; an answer that renders the page again
 * carries its toast in the action's data and the page passes it to `useToast`; a failure found
 * in the browser (a post the server never answered) calls `showToast`. Only this module knows
 * the toast library.
 */

/** One toast at a time, shown for 5 s, at most 420 px wide from md up (docs/product.md#toasts). */
const DURATION_MS = 5000;
const MAX_WIDTH = "420px";
/** sonner's rich colours, darkened until their text passes WCAG AA contrast on their backgrounds. */
const ACCESSIBLE_COLOURS = {
  "--success-text": "hsl(140, 100%, 20%)",
  "--info-text": "hsl(210, 92%, 35%)",
  "--warning-text": "hsl(31, 92%, 28%)",
  "--error-text": "hsl(360, 100%, 35%)",
};

/**
 * The toast library is not part of the form's first script (9.5 KB gzip of the 200 KB a form
 * page fetches on first use, and its evaluation and hydration; bench first-input,
 * docs/decisions/017): it is fetched when the page is idle after hydrating, or with the first
 * toast if that comes sooner; toast-outlet.ts holds the toasts asked for before its outlet mounted.
 */
const loadSonner = () => import("sonner");
type Sonner = Awaited<ReturnType<typeof loadSonner>>;
let sonner: Sonner | undefined;
const outlet = createToastOutlet<ToastInput>();

function emit(library: Sonner, { id, type = "message", title, description }: ToastInput) {
  const show = type === "message" ? library.toast : library.toast[type];
  // The id makes a second render (Strict Mode, revalidation) update the toast, not add one.
  show(title, { id, description });
}

/**
 * Shows a toast (in the browser only). Returns null, so that a route's `clientAction` can answer
 * with it after showing why its post failed.
 */
export function showToast(toast: ToastInput): null {
  outlet.request(toast);
  return null;
}

const LazyToaster = lazy(() =>
  loadSonner().then((library) => {
    sonner = library;
    return { default: library.Toaster };
  }),
);

/**
 * Fetches the library once the page is idle after hydrating, off the first touch's path: the
 * 'Error' toast of a post that never reached the server must not need the network itself.
 */
function useLibraryWhenIdle() {
  useEffect(() => {
    const load = () => void loadSonner().catch(() => undefined);
    if (typeof requestIdleCallback !== "function") return void setTimeout(load, 2000);
    const handle = requestIdleCallback(load, { timeout: 10_000 });
    return () => cancelIdleCallback(handle);
  }, []);
}

/** Mounted after the Toaster (its next sibling, so after its own effects): shows what waited. */
function OutletMounted() {
  useEffect(() => outlet.mounted((toast) => emit(sonner!, toast)), []);
  return null;
}

/** Shows the toast an answer carried, once per toast (its id). */
export function useToast(toast: Toast | null | undefined) {
  useEffect(() => {
    if (toast) showToast(toast);
  }, [toast]);
}

/**
 * The one toast outlet of the app, on the page from the first toast on; also shows the toast the
 * server flashed, if any.
 */
export function Toasts({ flash }: { flash: Toast | null | undefined }) {
  const messages = useMessages();
  const direction = useDirection();
  const wanted = useSyncExternalStore(outlet.subscribe, outlet.wanted, () => false);
  useToast(flash);
  useLibraryWhenIdle();
  if (!wanted) return null;
  return (
    <Suspense>
      <LazyToaster
        visibleToasts={1}
        duration={DURATION_MS}
        dir={direction}
        position={direction === "rtl" ? "bottom-left" : "bottom-right"}
        containerAriaLabel={messages.toast.notifications}
        toastOptions={{ closeButtonAriaLabel: messages.toast.close }}
        closeButton
        richColors
        style={{ "--width": MAX_WIDTH, ...ACCESSIBLE_COLOURS } as React.CSSProperties}
      />
      <OutletMounted />
    </Suspense>
  );
}

/**
 * The flashed toast as HTML: on a page without React (a static page, or scripts off) the toast
 * the server flashed across its redirect shows as a non-modal `<dialog open>` at the bottom end
 * of the window, for the same 5 s (a CSS animation hides it), with a close button that needs no
 * script (`<form method="dialog">`). On a hydrated page with scripts running, the toast library
 * shows it instead and this stays hidden (`no-js:`).
 */
export function StaticToast({ staticPage }: { staticPage: boolean }) {
  const flash = useRootData()?.toast;
  const messages = useMessages();
  if (!flash) return null;
  return (
    <dialog
      open
      aria-label={messages.toast.notifications}
      className={clsx(
        "static-toast fixed inset-x-4 bottom-4 z-50 m-0 ms-auto max-w-[420px] rounded-lg border p-0 shadow-lg sm:inset-x-6",
        staticPage ? "hidden open:flex" : "hidden no-js:open:flex",
        flash.type === "error"
          ? "border-red-200 bg-red-50 text-red-800"
          : "border-emerald-200 bg-emerald-50 text-emerald-800",
      )}
    >
      <div role="status" className="flex-1 px-4 py-3 text-sm">
        <p className="font-semibold">{flash.title}</p>
        {flash.description && <p className="mt-0.5">{flash.description}</p>}
      </div>
      <form method="dialog">
        <button
          type="submit"
          aria-label={messages.toast.close}
          className="m-1 inline-flex size-9 items-center justify-center rounded-md text-lg leading-none hover:bg-black/5 focus-visible:outline-2 focus-visible:outline-current"
        >
          <span aria-hidden="true">×</span>
        </button>
      </form>
    </dialog>
  );
}
