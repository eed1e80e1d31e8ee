/** Polls /readyz every `everyMs` and keeps what it said, with the time. */
export function watchReadiness(baseUrl: string, everyMs = 250) {
  const seen: { at: number; status: number | null; ms: number }[] = [];
  let stopped = false;
  const running = (async () => {
    while (!stopped) {
      const at = Date.now();
      let status: number | null = null;
      try {
        const response = await fetch(`${baseUrl}/readyz`, { signal: AbortSignal.timeout(10_000) });
        status = response.status;
        await response.arrayBuffer();
      } catch {
        status = null;
      }
      seen.push({ at, status, ms: Date.now() - at });
      await new Promise((r) => setTimeout(r, everyMs));
    }
  })();
  return {
    seen,
    async stop() {
      stopped = true;
      await running;
      return seen;
    },
  };
}
