import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
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

void loadCatalogue(locale).then(() => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
});
