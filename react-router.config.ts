import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // v8 behaviours, decided now so the build does not warn about them: we keep the v7 load
  // context (see app/context.ts) and the classic Vite build; the rest are adopted.
  future: {
    v8_middleware: false,
    v8_viteEnvironmentApi: false,
    v8_splitRouteModules: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
