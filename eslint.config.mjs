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
    // Every outgoing message goes through lib/server/mail/mailer.ts sendMail, which applies the
    // per-account and per-recipient sending limits: nothing else reaches the transport.
    files: ["lib/**/*.ts", "graphql/**/*.ts", "scripts/**/*.ts", "app/**/*.ts", "tests/**/*.ts"],
    ignores: ["lib/server/mail/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [{ name: "nodemailer", message: "Send mail with sendMail from @/lib/server/mail/mailer: it applies the sending limits." }],
          patterns: [{ group: ["@/lib/server/mail/transport", "**/mail/transport"], message: "Send mail with sendMail from @/lib/server/mail/mailer: it applies the sending limits." }],
        },
      ],
    },
  },
  {
    ignores: ["scripts/.*", ".next/**", ".next-ads/**", "node_modules/**", "public/sw.js", "public/swe-worker-*.js", "graphql/generated/**", "reports/**", ".data/**", "next-env.d.ts"],
  },
];

export default config;
