import { getMessages } from "~/domain/i18n";
import { apiError } from "~/http/json-api.server";

/** Being built (issue 6). */
export function loader() {
  return apiError(404, getMessages().notFound.title);
}
