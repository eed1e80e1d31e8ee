import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import regexp from "eslint-plugin-regexp";
import globals from "globals";
import tseslint from "typescript-eslint";

/**
 * The layers of app/ (README, Architecture). Each imports only layers to its right:
 *
 *   routes -> http -> services -> (mail, payments, storage, images) -> db -> domain
 *   components, beside routes: used by routes; they use domain/ only (and each other)
 *
 * routes/ (with root.tsx): a module per page or endpoint. http/: the request edge (cookies,
 * sessions, request bodies, guards that routes call), server-only. services/: the use cases.
 * mail/, payments/: what services send mail and take payments with; storage/, images/: what they
 * keep uploaded files in and convert uploaded images with. db/: schema and client.
 * browser/: the steps of the browser's boot (entry.client.tsx), plain TypeScript; http/ reads its
 * constants for the deferred boot script.
 * domain/: pure TypeScript shared by browser and server. A layer may skip the layers below it,
 * except that the request edge (routes, http) reaches mail, payments and the database only
 * through services. Seed data (db/seed/) is for start-up, scripts, benchmarks and tests.
 * Type imports count as imports, so a type lives in the layer that owns it.
 */
const inFolder = (name) => [`~/${name}`, `~/${name}/**`, `**/${name}/**`];
const inFile = (name) => [`~/${name}`, `**/${name}`];

const forbid = (message, group, options = {}) => ({ group, message, ...options });
const routes = forbid("Nothing imports a route module or root.tsx.", [
  ...inFolder("routes"),
  ...inFile("root"),
]);
const components = forbid("Only routes render components.", inFolder("components"));
const http = forbid("Only routes use http/, the request edge.", inFolder("http"));
const services = forbid("Only routes and http/ call services.", inFolder("services"));
const mail = forbid("Only services send mail (mail/).", inFolder("mail"));
const payments = forbid(
  "Only services use the payment provider (payments/).",
  inFolder("payments"),
);
const db = forbid("Only services, mail and payments touch the database.", [
  ...inFolder("db"),
  "drizzle-orm",
  "drizzle-orm/*",
]);
const seed = forbid("Seed data is for start-up, scripts, benchmarks and tests only.", [
  "~/db/seed/**",
  "**/seed/**",
]);
const browserInHttp = {
  regex: String.raw`^~/http/(?!.*\.server$)`,
  message: "http/ is server-only (*.server.ts); browser helpers live in components/.",
};
const server = forbid("The app does not import the Express server.", ["#server/*"]);
const serverOnly = forbid("Server-only modules stay out of domain/ and components.", [
  ...inFile("config.server"),
  ...inFile("config-env.server"),
  ...inFile("context"),
  ...inFile("entry.server"),
]);

const restrict = (...patterns) => [
  "error",
  { patterns: patterns.map((p) => ({ allowTypeImports: false, ...p })) },
];
const layer = (files, patterns, ignores = []) => ({
  files,
  ignores,
  rules: { "@typescript-eslint/no-restricted-imports": restrict(...patterns) },
});

export default tseslint.config(
  {
    ignores: [
      "build/",
      "data/",
      ".react-router/",
      "node_modules/",
      "test-results/",
      "playwright-report/",
      "public/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_" },
      ],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "no-console": ["error", { allow: ["warn", "error"] }],
    },
  },
  // A regular expression that visitors' text reaches must run in linear time: no backtracking that
  // grows with the input, and no match attempt that rescans the rest of it from every position.
  {
    files: ["app/**", "server/**"],
    ignores: ["**/*.test.ts", "**/*.test.tsx", "server/hostile-input.*"],
    plugins: { regexp },
    rules: {
      "regexp/no-super-linear-backtracking": "error",
      "regexp/no-super-linear-move": ["error", { ignoreSticky: true, ignorePartial: false }],
    },
  },
  layer(
    ["app/routes/**", "app/root.tsx", "app/entry.server.tsx"],
    [browserInHttp, mail, payments, db, seed, server],
  ),
  layer(["app/http/**"], [routes, components, mail, payments, db, seed, server]),
  // The browser's boot steps (entry.client.tsx), whose constants the deferred boot script shares.
  layer(
    ["app/browser/**"],
    [routes, components, http, services, mail, payments, db, seed, server, serverOnly].map((p) => ({
      ...p,
      message: "browser/ holds the boot's steps: it imports only browser/.",
    })),
  ),
  layer(["app/components/**"], [routes, http, services, mail, payments, db, server, serverOnly]),
  layer(["app/services/**"], [routes, components, http, seed, server]),
  layer(["app/mail/**"], [routes, components, http, services, payments, seed, server]),
  layer(["app/payments/**"], [routes, components, http, services, mail, seed, server]),
  // Stored files (storage/) and the upload image pipeline (images/), which services use.
  layer(["app/storage/**"], [routes, components, http, services, mail, payments, seed, server]),
  layer(["app/images/**"], [routes, components, http, services, mail, payments, db, seed, server]),
  layer(
    ["app/db/**"],
    [routes, components, http, services, mail, payments, seed, server],
    ["app/db/seed/**"],
  ),
  layer(["app/db/seed/**"], [routes, components, http, services, mail, payments, server]),
  layer(
    ["app/domain/**"],
    [
      ...[routes, components, http, services, mail, payments, db, server, serverOnly].map((p) => ({
        ...p,
        message: "domain/ is pure TypeScript: it imports only domain/.",
      })),
      forbid("domain/ is pure TypeScript: no React.", ["react", "react-router"], {
        allowTypeImports: true,
      }),
      forbid("domain/ does no I/O.", ["node:*"]),
    ],
  ),
  // The server may use every layer; only start-up seeds demo data (SEED_DEMO).
  layer(["server/**"], [seed], ["server/start.ts"]),
  // Tests, and the setup their files share (*-test-setup.ts), may reach into any layer to set up
  // data.
  {
    files: ["**/*.test.ts", "**/*.test.tsx", "**/*-test-setup.ts", "tests/**"],
    rules: {
      "@typescript-eslint/no-restricted-imports": "off",
      "react-hooks/rules-of-hooks": "off",
      // A use* function of a test registers Vitest hooks, not React ones: it may keep what it opened.
      "react-hooks/globals": "off",
    },
  },
  // Command-line scripts and benchmarks print to the terminal.
  { files: ["scripts/**", "bench/**"], rules: { "no-console": "off" } },
);
