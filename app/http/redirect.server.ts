import { redirect as routerRedirect } from "react-router";
import { currentLocale, localizePath } from "~/domain/i18n";

/**
 * React Router's redirect, to a site path written once ("/thank-you-brief") in the request's
 * locale ("/ar/thank-you-brief" when the form was sent from an Arabic page). A full URL (Stripe's
 * checkout) is followed as it is.
 */
export function redirect(url: string, init?: number | ResponseInit): Response {
  return routerRedirect(localizePath(currentLocale(), url), init);
}
