import { absoluteUrl, localizedUrlsetXml, sitemapIndexXml, xmlHeaders } from "~/domain/sitemap";
import { profilePaths, sitemapPlan } from "~/services/sitemap.server";
import type { Route } from "./+types/sitemap-xml";

/**
 * /sitemap.xml: the public pages, the directory's landing pages and every approved profile in
 * one file; past 50,000 URLs an index of /sitemap/pages.xml and /sitemap/agencies-{n}.xml.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { db, config } = context;
  const plan = await sitemapPlan(db);
  const url = (path: string) => absoluteUrl(config.siteUrl, path);
  if (plan.single) {
    const paths = [...plan.pages, ...(await profilePaths(db, 1))];
    return new Response(localizedUrlsetXml(config.siteUrl, paths), { headers: xmlHeaders });
  }
  const files = [
    "/sitemap/pages.xml",
    ...Array.from({ length: plan.profileFiles }, (_, i) => `/sitemap/agencies-${i + 1}.xml`),
  ];
  return new Response(sitemapIndexXml(files.map(url)), { headers: xmlHeaders });
}
