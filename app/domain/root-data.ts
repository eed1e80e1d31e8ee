import type { Locale } from "./i18n";
import type { Toast } from "./toast";

/** The configured brand: name, address, support e-mail and social links. */
export type Site = {
  name: string;
  url: string;
  supportEmail: string;
  social: { instagram: string; linkedin: string };
};

/**
 * What the root loader (app/root.tsx) gives every page; components read it with useRootData(),
 * so they need this type rather than the root module.
 */
export type RootData = {
  locale: Locale;
  site: Site;
  toast: Toast | null;
  /**
   * The year in UAE time when the server rendered the page (the footer's copyright): read from the
   * clock once, on the server, so the browser hydrates with the very text the server wrote.
   */
  year: number;
};
