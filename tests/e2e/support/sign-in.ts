import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { E2E_ADMIN_PASSWORD } from "../../../playwright.config";
import { ownAddress } from "./client-address";
import { format, getMessages } from "~/domain/i18n";
import type { Locale } from "~/domain/locales";
import { readMail } from "./mailbox";

/**
 * Signing in without the sign-in pages, for tests about what comes after. The pages themselves
 * have their own journeys: admin-login.desktop.spec.ts for the operator, agency-journey.spec.ts and
 * agency-dashboard-no-js.spec.ts for an agency.
 */

/**
 * Opens an operator session on `request` (a page's or context's request shares its cookies), from
 * an address of its own: the server counts each attempt as a failure until the password checks
 * out, so sign-ins of parallel tests from one address would make each other wait (429).
 */
export async function logInAdmin(request: APIRequestContext) {
  const response = await request.post("/api/admin/auth", {
    data: { password: E2E_ADMIN_PASSWORD },
    headers: ownAddress(),
  });
  expect(response.status(), "the operator's sign-in").toBe(200);
}

/** Signs the page's browser in as the operator. */
export async function signInAsAdmin(page: Page) {
  await logInAdmin(page.context().request);
}

/**
 * Signs the page's browser in as the agency listed under `email`, as its e-mailed link would: asks
 * for a link, takes it from the development mailbox and posts its token, all over HTTP.
 */
export async function signInAsAgency(page: Page, email: string) {
  const request = page.context().request;
  const asked = await request.post("/dashboard", {
    form: { intent: "request-link", email },
    headers: ownAddress(),
  });
  expect(asked.status(), "the sign-in link request").toBe(200);
  const mail = await readMail(request, { subject: "Your Wakala sign-in link", to: email });
  const token = /\/dashboard\/sign-in\?token=([\w-]+)/.exec(mail)?.[1];
  expect(token, "a sign-in link in the mail").toBeDefined();
  const signedIn = await request.post("/dashboard/sign-in", {
    form: { token: token! },
    maxRedirects: 0,
  });
  expect(signedIn.status(), "the sign-in link's redemption").toBe(302);
  // The 'Signed in' toast belongs to the sign-in page's journey; do not flash it on the next page.
  await page.context().clearCookies({ name: "toast" });
}

/**
 * The "My briefs" sign-in link mailed to the client at `email` (after the page's form asked for
 * it), as the path and query to visit: the link's own page and its button are the journeys'.
 */
export async function clientSignInLink(
  request: APIRequestContext,
  locale: Locale,
  email: string,
): Promise<string> {
  const mail = await readMail(request, {
    subject: format(getMessages(locale).roomEmails.clientSignIn.subject, { brand: "Wakala" }),
    to: email,
  });
  const link = /https?:\/\/\S+\/my-briefs\/sign-in\?token=[\w-]+/.exec(mail)?.[0];
  expect(link, "a sign-in link in the mail").toBeDefined();
  const url = new URL(link!);
  return url.pathname + url.search;
}
