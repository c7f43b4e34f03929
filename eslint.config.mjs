import nextCoreWebVitals from "eslint-config-next/core-web-vitals";
import nextTypescript from "eslint-config-next/typescript";

const config = [
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    rules: {
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    // Internal links prefetch on intent (components/layout/intent-link.tsx), not as they appear.
    files: ["app/**/*.tsx", "components/**/*.tsx"],
    ignores: ["components/layout/intent-link.tsx", "**/*.test.tsx"],
    rules: {
      "no-restricted-imports": ["error", { paths: [{ name: "next/link", message: "Use IntentLink from @/components/layout/intent-link: it prefetches on intent, not as the link appears." }] }],
    },
  },
  {
    ignores: ["scripts/.*", ".next/**", ".next-ads/**", "node_modules/**", "public/sw.js", "public/swe-worker-*.js", "graphql/generated/**", "reports/**", ".data/**", "next-env.d.ts"],
  },
];

export default config;
