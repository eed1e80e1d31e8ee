import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { keepTypingFromForcingHydration } from "./browser/hydration-without-forcing";
import { afterTypingPause, HYDRATION_MARK, nextTask, watchTyping } from "./browser/typing-pause";
import {
  registerCatalogue,
  registerValueSetTranslation,
  setCatalogueLoader,
  setLocaleSource,
  type Locale,
} from "./domain/i18n";

/** The page's locale, as the server wrote it in <html lang>. */
const pageLocale = (): string => document.documentElement.lang;

/**
 * Only the page's own catalogue is downloaded (domain/i18n.ts): each is a chunk of its own, loaded
 * before React hydrates, so every text the page renders is there.
 */
const loaders: Record<Locale, () => Promise<Parameters<typeof registerCatalogue>[1]>> = {
  en: () => import("./domain/messages/en-browser").then((module) => module.enInBrowser),
  ar: () =>
    import("./domain/messages/ar-browser").then((module) => {
      registerValueSetTranslation("ar", { labels: module.arabicValueSetLabels });
      return module.arInBrowser;
    }),
};

async function loadCatalogue(locale: Locale): Promise<void> {
  registerCatalogue(locale, await loaders[locale]());
}

setLocaleSource(pageLocale);
// A client navigation to a page of the other language loads its catalogue first (root.tsx).
setCatalogueLoader(loadCatalogue);
const locale: Locale = pageLocale() === "ar" ? "ar" : "en";

/**
 * Each step of the boot is a task of its own, run while the visitor is not typing
 * (browser/typing-pause.ts): setting up the catalogue (60 to 125 ms on a slowed phone) and starting
 * hydration. Hydration itself runs in a transition, in slices the browser interleaves with input,
 * and typing meanwhile does not force it to finish at once (browser/hydration-without-forcing.ts).
 */
async function boot(): Promise<void> {
  watchTyping();
  const messages = await loaders[locale]();
  await afterTypingPause();
  registerCatalogue(locale, messages);
  await nextTask();
  await afterTypingPause();
  // Read by the first-input benchmark, which resumes typing at this moment (its worst case).
  performance.mark(HYDRATION_MARK);
  // The root's layout marks the page hydrated once it has committed (root.tsx).
  keepTypingFromForcingHydration(() => document.documentElement.dataset.hydrated === "true");
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

void boot();
