import { type AppLoadContext } from "react-router";
import { redirect } from "~/http/redirect.server";
import type { DirectoryQuery } from "~/domain/directory";
import { searchDirectory } from "~/services/directory.server";

/**
 * The directory page's data. A page number past the last page (the list shrank since the link
 * was made) redirects to the last page, whose address `pageHref` makes.
 */
export async function loadDirectoryPage(
  db: AppLoadContext["db"],
  query: DirectoryQuery,
  pageHref: (page: number) => string,
) {
  const result = await searchDirectory(db, query);
  if (query.page > result.pageCount) throw redirect(pageHref(result.pageCount));
  return { ...result, filters: query.filters };
}
