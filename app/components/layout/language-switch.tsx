import { Languages } from "lucide-react";
import { useLocation } from "react-router";
import { languageNames, localizePath, locales } from "~/domain/i18n";
import { useLocale } from "../i18n";

/**
 * A link to this page in the other language, keeping its query (the directory's filters). A plain
 * link, not a client navigation: the other language is another document (its <html lang dir>,
 * its catalogue and its font). Its text is the other language's own name, marked with its
 * language so a screen reader reads it in that voice.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const locale = useLocale();
  const { pathname, search } = useLocation();
  const other = locales.find((candidate) => candidate !== locale) ?? locale;
  return (
    <a
      href={localizePath(other, pathname) + search}
      hrefLang={other}
      lang={other}
      className={className}
    >
      <Languages aria-hidden="true" className="size-4 shrink-0" />
      <span>{languageNames[other]}</span>
    </a>
  );
}
