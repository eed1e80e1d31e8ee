import { forwardRef } from "react";
import {
  Form as RouterForm,
  Link as RouterLink,
  NavLink as RouterNavLink,
  type FormProps,
  type LinkProps,
  type NavLinkProps,
  type To,
} from "react-router";
import { localizePath, type Locale } from "~/domain/i18n";
import { useLocale } from "../i18n";

/**
 * React Router's Link, NavLink and Form, with a site path written once ("/agencies") taken to the
 * page's locale ("/ar/agencies" on an Arabic page). Every page links through these, so an Arabic
 * visitor stays in Arabic (docs/decisions/013-arabic-and-right-to-left.md). A link to the other
 * language (the switcher) names it with `locale`.
 */
export function localizeTo(locale: Locale, to: To): To {
  if (typeof to === "string") return localizePath(locale, to);
  return to.pathname ? { ...to, pathname: localizePath(locale, to.pathname) } : to;
}

/** The page's locale's form of a site path, for hrefs outside Link (an <a>, a form action). */
export function useLocalePath(): (path: string) => string {
  const locale = useLocale();
  return (path) => localizePath(locale, path);
}

export const Link = forwardRef<HTMLAnchorElement, LinkProps & { locale?: Locale }>(function Link(
  { to, locale, ...props },
  ref,
) {
  const pageLocale = useLocale();
  return <RouterLink ref={ref} to={localizeTo(locale ?? pageLocale, to)} {...props} />;
});

export const NavLink = forwardRef<HTMLAnchorElement, NavLinkProps>(function NavLink(
  { to, ...props },
  ref,
) {
  const locale = useLocale();
  return <RouterNavLink ref={ref} to={localizeTo(locale, to)} {...props} />;
});

export const Form = forwardRef<HTMLFormElement, FormProps>(function Form(
  { action, ...props },
  ref,
) {
  const locale = useLocale();
  return (
    <RouterForm
      ref={ref}
      action={action === undefined ? undefined : localizePath(locale, action)}
      {...props}
    />
  );
});
