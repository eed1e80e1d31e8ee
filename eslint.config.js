import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/** Imports flow routes -> services -> db; domain/ is pure and may be used by all (STYLE.md). */
const restrict = (patterns) => [
  "error",
  { patterns: patterns.map((p) => ({ allowTypeImports: true, ...p })) },
];
const noServices = {
  group: ["~/services/*", "~/services/**"],
  message: "Only routes call services.",
};
const noDb = {
  group: ["~/db/*", "~/db/**", "drizzle-orm", "drizzle-orm/*"],
  message: "Only services (and the server) touch the database.",
};
const noRoutes = {
  group: ["~/routes/*", "~/routes/**"],
  message: "Nothing imports a route module.",
};
const noServer = { group: ["#server/*"], message: "The app does not import the Express server." };

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
  {
    files: ["app/domain/**"],
    rules: {
      "@typescript-eslint/no-restricted-imports": restrict([
        noServices,
        noDb,
        noRoutes,
        noServer,
        {
          group: ["~/components/*", "~/components/**", "react", "react-router"],
          message: "domain/ is pure TypeScript.",
        },
        { group: ["node:*"], message: "domain/ does no I/O.", allowTypeImports: false },
      ]),
    },
  },
  {
    files: ["app/components/**"],
    rules: {
      "@typescript-eslint/no-restricted-imports": restrict([noServices, noDb, noRoutes, noServer]),
    },
  },
  {
    files: ["app/routes/**"],
    rules: { "@typescript-eslint/no-restricted-imports": restrict([noDb, noServer]) },
  },
  {
    files: ["app/services/**", "app/mail/**", "app/payments/**", "app/db/**"],
    rules: { "@typescript-eslint/no-restricted-imports": restrict([noRoutes, noServer]) },
  },
  // Tests may reach into any layer to set up data.
  {
    files: ["**/*.test.ts", "**/*.test.tsx", "tests/**"],
    rules: {
      "@typescript-eslint/no-restricted-imports": "off",
      "react-hooks/rules-of-hooks": "off",
    },
  },
  // Command-line scripts and benchmarks print to the terminal.
  { files: ["scripts/**", "bench/**"], rules: { "no-console": "off" } },
);
