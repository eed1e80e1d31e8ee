import { isDatabaseUnavailable } from "~/db/outage.server";

/**
 * For a route's own "could not be stored" answer (a 500): an outage is rethrown instead, so the
 * route guard answers it 503 with Retry-After.
 */
export function rethrowIfDatabaseUnavailable(error: unknown): void {
  if (isDatabaseUnavailable(error)) throw error;
}
