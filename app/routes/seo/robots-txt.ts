import type { Route } from "./+types/robots-txt";

/** Private areas are kept out of crawls; they are noindex as well, for crawlers that ignore this. */
const DISALLOWED = ["/admin", "/dashboard", "/dev/", "/api/"];

export function loader({ context }: Route.LoaderArgs) {
  const { siteUrl } = context.config;
  const body = [
    "User-agent: *",
    "Allow: /",
    ...DISALLOWED.map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${siteUrl}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
