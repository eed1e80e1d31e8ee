import { data } from "react-router";
import { localizedUrlsetXml, xmlHeaders } from "~/domain/sitemap";
import { profilePaths, sitemapPlan } from "~/services/sitemap.server";
import type { Route } from "./+types/sitemap-file";

/** One file of the sitemap index: /sitemap/pages.xml or /sitemap/agencies-{n}.xml. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { db, config } = context;
  const plan = await sitemapPlan(db);
  if (params.file === "pages.xml") {
    return new Response(localizedUrlsetXml(config.siteUrl, plan.pages), { headers: xmlHeaders });
  }
  const n = /^agencies-(\d{1,6})\.xml$/.exec(params.file)?.[1];
  const file = Number(n);
  if (!n || file < 1 || file > plan.profileFiles) throw data("Not Found", { status: 404 });
  const paths = await profilePaths(db, file);
  return new Response(localizedUrlsetXml(config.siteUrl, paths), { headers: xmlHeaders });
}
