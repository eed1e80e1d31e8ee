import { useMessages } from "../i18n";

export const MAIN_CONTENT_ID = "main-content";

/** The first tab stop: lets keyboard users jump past the navigation. */
export function SkipLink() {
  const messages = useMessages();
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      className="sr-only focus:not-sr-only focus:fixed focus:start-4 focus:top-4 focus:z-50 focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:font-semibold focus:text-brand-700 focus:shadow-lg focus:outline-2 focus:outline-brand-600"
    >
      {messages.nav.skipToContent}
    </a>
  );
}
