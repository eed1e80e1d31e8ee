/**
 * The form pages `npm run bench -- first-input` types into, in English and Arabic: the public forms
 * (hydrated on first use, decision 012), the alerts form (a static page: no script at all), the
 * agency's sign-in and the operator's login (both hydrated at load). The review form is left out:
 * it needs a review link's token (`/reviews/:token` answers 404 without one).
 */
export type FormPage = {
  /** The label in the table and in figure names. */
  label: string;
  path: string;
};

export const FORM_PAGES: readonly FormPage[] = [
  { label: "submit", path: "/submit" },
  { label: "list", path: "/list" },
  { label: "contact", path: "/contact" },
  { label: "alerts_new", path: "/alerts/new?location=Dubai" },
  { label: "dashboard_sign_in", path: "/dashboard/sign-in" },
  { label: "ar_submit", path: "/ar/submit" },
  { label: "ar_list", path: "/ar/list" },
  { label: "ar_contact", path: "/ar/contact" },
  { label: "ar_alerts_new", path: "/ar/alerts/new?location=Dubai" },
  { label: "ar_dashboard_sign_in", path: "/ar/dashboard/sign-in" },
  { label: "admin", path: "/admin" },
];

/** Characters typed into each field. */
export const KEYS_PER_FIELD = 17;

/**
 * What is typed, by the kind of field (17 characters each): a company name, or, in a field of
 * another kind, something that field keeps as typed.
 */
export const TYPED_TEXT: Record<"text" | "email" | "password" | "tel" | "url", string> = {
  text: "Falcon Media Labs",
  email: "info@falconmed.ae",
  password: "Falcon-Media-2026",
  tel: "+971 50 123 45678",
  url: "falconmedia.ae/ok",
};

/** The pages named on the command line (by path or label), or all of them. */
export function selectFormPages(names: readonly string[]): FormPage[] {
  if (names.length === 0) return [...FORM_PAGES];
  return names.map((name) => {
    const found = FORM_PAGES.find(
      (p) => p.label === name || p.path === name || p.path.split("?")[0] === name,
    );
    if (!found) {
      throw new Error(
        `Unknown form page ${name}; the pages are: ${FORM_PAGES.map((p) => p.path).join(" ")}`,
      );
    }
    return found;
  });
}
