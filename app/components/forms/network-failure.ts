/**
 * In the browser, a form post the server never answered (the network failed, the server was
 * down) becomes `failed()`, so the page can show its own failure toast (`showToast`) and keep what
 * was typed instead of replacing the page with the error screen. Every answer of the server
 * passes through.
 */
export async function answeredOr<T, F>(
  serverAction: () => Promise<T>,
  failed: () => F,
): Promise<T | F> {
  try {
    return await serverAction();
  } catch (error) {
    // fetch() rejects with a TypeError when no response arrived; anything else is a real error.
    if (!(error instanceof TypeError)) throw error;
    return failed();
  }
}

/** Forwards an action's response headers (Retry-After on a 429) to the document response. */
export function actionHeaders({ actionHeaders }: { actionHeaders: Headers }) {
  const headers = new Headers();
  const retryAfter = actionHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
}
