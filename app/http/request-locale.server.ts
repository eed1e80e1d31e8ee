import { AsyncLocalStorage } from "node:async_hooks";
import { setLocaleSource, type Locale } from "~/domain/i18n";

/**
 * The locale of the request being handled, read from its path (/ar/... is Arabic) by the server
 * (server/app.ts) and kept for everything the request runs: getMessages() without a locale, and so
 * validation messages and toasts, answer in the page's language.
 *
 * One store for the whole process, kept on globalThis: the Express bundle and React Router's server
 * build each hold a copy of this module, and both must see the same request.
 */
const storeKey = Symbol.for("wakala.requestLocale");
const holder = globalThis as { [storeKey]?: AsyncLocalStorage<Locale> };
export const requestLocale = (holder[storeKey] ??= new AsyncLocalStorage<Locale>());

setLocaleSource(() => requestLocale.getStore());
