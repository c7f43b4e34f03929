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
    ignores: ["scripts/.*", ".next/**", "node_modules/**", "public/sw.js", "public/swe-worker-*.js", "graphql/generated/**", "reports/**", ".data/**", "next-env.d.ts"],
  },
];

export default config;
