import type { AppLoadContext } from "react-router";
import type { Route } from "./+types/sitemap-xml";

/** The public pages that exist for everyone (spec section 2); private and thank-you pages stay out. */
const STATIC_PAGES = [
  "/",
  "/agencies",
  "/submit",
  "/list",
  "/pricing",
  "/how-it-works",
  "/about",
  "/contact",
  "/terms",
  "/privacy",
];

/**
 * The profile pages of approved agencies (/agencies/{slug}). Empty until the directory issue
 * fills it from its service (list approved agencies' slugs); only approved agencies belong here.
 */
async function approvedAgencyProfilePaths(_context: AppLoadContext): Promise<string[]> {
  return [];
}

export async function loader({ context }: Route.LoaderArgs) {
  const paths = [...STATIC_PAGES, ...(await approvedAgencyProfilePaths(context))];
  const entries = paths
    .map((path) => `  <url><loc>${escapeXml(context.config.siteUrl + path)}</loc></url>`)
    .join("\n");
  const body = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${entries}
</urlset>
`;
  return new Response(body, {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
