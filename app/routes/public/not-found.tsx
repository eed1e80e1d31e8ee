import { sharedPage } from "~/components/layout/page-scripts";
import { data } from "react-router";

/** Plain HTML: nothing on this page needs React in the browser (page-scripts.ts). */
export const handle = sharedPage;

/**
 * The splat route: any path no other route matches. It answers 404 so crawlers and monitors see
 * the truth, and the root error boundary renders the page (title, noindex, link home). No meta
 * export: React Router runs meta only up to the route whose boundary renders, here the root.
 */
export function loader() {
  throw data("Not Found", { status: 404 });
}

// A form posted to an unknown address is a 404 too, not a 405.
export function action() {
  throw data("Not Found", { status: 404 });
}

export default function NotFoundPage() {
  return null;
}
