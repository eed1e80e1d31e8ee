import { useRouteLoaderData } from "react-router";
import { defaultLocale, directionOf, getMessages, type Locale } from "~/domain/i18n";
import type { Messages } from "~/domain/messages/en";
import type { RootData } from "~/domain/root-data";

/**
 * The root loader's data. Undefined only when the root loader itself failed and the error page
 * renders without it, so every reader needs a fallback.
 */
export function useRootData() {
  return useRouteLoaderData<RootData>("root");
}

export function useLocale(): Locale {
  return useRootData()?.locale ?? defaultLocale;
}

/** The catalogue of the visitor's locale: every text a component shows comes from here. */
export function useMessages(): Messages {
  return getMessages(useLocale());
}

export function useDirection(): "ltr" | "rtl" {
  return directionOf(useLocale());
}

/** The configured brand: name, address, support e-mail and social links. */
export function useSite() {
  return useRootData()?.site;
}
