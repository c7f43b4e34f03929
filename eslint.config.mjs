import nextCoreWebVitals from "eslint-config-next/core-web-vitals";
import nextTypescript from "eslint-config-next/typescript";
import path from "node:path";

const ROOT = import.meta.dirname;
const SERVER_DIR = path.join(ROOT, "lib", "server") + path.sep;

/** True when an import specifier written in `filename` names a module under lib/server. */
function reachesServer(filename, specifier) {
  if (specifier === "@/lib/server" || specifier.startsWith("@/lib/server/")) return true;
  if (!specifier.startsWith(".")) return false;
  return (path.resolve(path.dirname(filename), specifier) + path.sep).startsWith(SERVER_DIR);
}

/**
 * Client code never imports lib/server: a module that starts with "use client" is bundled for the
 * browser, and lib/server holds the database, secrets and mail. (Server components and
 * "use server" actions may; the build's `server-only` guard also catches what a client module
 * reaches through another module.) Folder rules cannot tell a client module from a server one,
 * hence this small rule instead of a plugin.
 */
const noServerInClient = {
  meta: {
    type: "problem",
    schema: [],
    messages: {
      server:
        'Client code ("use client") must not import lib/server ({{specifier}}): pass the data in as props from a server component, or call a server action.',
    },
  },
  create(context) {
    const directives = [];
    for (const statement of context.sourceCode.ast.body) {
      if (statement.type !== "ExpressionStatement" || typeof statement.directive !== "string") break;
      directives.push(statement.directive);
    }
    if (!directives.includes("use client")) return {};
    const check = (node, source) => {
      if (source?.type === "Literal" && typeof source.value === "string" && reachesServer(context.filename, source.value)) {
        context.report({ node, messageId: "server", data: { specifier: source.value } });
      }
    };
    return {
      ImportDeclaration: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
      ImportExpression: (node) => check(node, node.source),
    };
  },
};

const layers = { rules: { "no-server-in-client": noServerInClient } };

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
    // A CommonJS file (.cjs) has no import statement: require is how it loads a module.
    files: ["**/*.cjs"],
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
  {
    // Internal links prefetch on intent (components/layout/intent-link.tsx), not as they appear.
    // A widget's zod schemas are the server's: a page that imported a constant from them loaded
    // and evaluated all of zod (a 400-500 ms task at 4x CPU on the widget manager).
    files: ["app/**/*.tsx", "components/**/*.tsx"],
    ignores: ["components/layout/intent-link.tsx", "**/*.test.tsx"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            { name: "next/link", message: "Use IntentLink from @/components/layout/intent-link: it prefetches on intent, not as the link appears." },
            {
              name: "@/lib/widgets/settings",
              message: "Import a widget's choices and limits from @/lib/widgets/choices: settings.ts holds the server's zod schemas.",
            },
          ],
        },
      ],
    },
  },
  {
    // Modules a browser may load take zod from lib/validation/zod.ts, which runs it without its
    // compiled parsers there: their Function() probe breaks the CSP (docs/architecture.md,
    // Decisions). Configuration, the blog's build-time front matter and lib/server import zod itself.
    files: ["app/**/*.{ts,tsx}", "components/**/*.{ts,tsx}", "lib/**/*.{ts,tsx}"],
    ignores: ["lib/validation/zod.ts", "lib/env.ts", "lib/blog/front-matter.ts", "lib/server/**", "**/*.test.ts", "**/*.test.tsx"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "ImportDeclaration[source.value='zod'], ImportExpression[source.value='zod']",
          message: "Import z from @/lib/validation/zod: in the browser it runs zod without the Function() probe the CSP refuses.",
        },
      ],
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
          patterns: [
            {
              group: ["@/lib/server/mail/transport", "**/mail/transport"],
              message: "Send mail with sendMail from @/lib/server/mail/mailer: it applies the sending limits.",
            },
          ],
        },
      ],
    },
  },
  {
    // The layers (docs/architecture.md, Layers): app -> components -> lib, and graphql beside
    // lib/server. lib never imports components or app; components never import app (server
    // actions a form posts to live beside the form, e.g. components/leads/quote-action.ts);
    // lib outside lib/server never imports lib/server, so what lib/calculator, lib/mortgage and
    // the rest export stays safe for the browser; lib imports graphql only for the generated
    // operation types and documents, and only lib/server/api (which assembles the API) imports
    // the schema and resolvers; graphql never imports components or app. Shared validation lives in
    // lib/validation, view models the server also needs in lib/calculator, and server-only data
    // loaders in lib/server/<domain>. Tests may cross the layers to drive a whole path.
    files: ["**/*.ts", "**/*.tsx", "**/*.mjs"],
    ignores: ["**/*.test.ts", "**/*.test.tsx", "**/*.itest.ts", "tests/**"],
    plugins: { layers },
    rules: {
      "layers/no-server-in-client": "error",
      "import/no-restricted-paths": [
        "error",
        {
          basePath: ROOT,
          zones: [
            {
              target: "./lib",
              from: ["./components", "./app"],
              message: "lib is the bottom layer: it never imports components or app (docs/architecture.md, Layers).",
            },
            {
              target: "./components",
              from: "./app",
              message: "components never import app: put what both need in components or lib (docs/architecture.md, Layers).",
            },
            {
              target: ["./lib/*.{ts,tsx}", "./lib/!(server)/**/*"],
              from: "./lib/server",
              message: "Only lib/server imports lib/server: the rest of lib is shared with the browser (docs/architecture.md, Layers).",
            },
            {
              target: ["./lib/*.{ts,tsx}", "./lib/!(server)/**/*", "./lib/server/!(api)/**/*", "./lib/server/*.{ts,tsx}"],
              from: "./graphql",
              except: ["./generated"],
              message:
                "lib imports graphql only for its generated types and documents; shared validation lives in lib/validation (docs/architecture.md, Layers).",
            },
            {
              target: "./graphql",
              from: ["./components", "./app"],
              message: "graphql sits beside lib/server: it never imports components or app (docs/architecture.md, Layers).",
            },
          ],
        },
      ],
    },
  },
  {
    // No import cycles among the server modules (a cycle makes load order decide what a module
    // sees). The rule skips `import type`, which erases at compile time. Limited to lib/server:
    // over the whole project it costs more than the rest of lint.
    files: ["lib/server/**/*.ts"],
    settings: { "import/ignore": ["node_modules"] },
    rules: { "import/no-cycle": ["error", { ignoreExternal: true }] },
  },
  {
    ignores: [
      "scripts/.*",
      ".next/**",
      ".next-ads/**",
      "node_modules/**",
      "public/sw.js",
      "public/swe-worker-*.js",
      "graphql/generated/**",
      "reports/**",
      ".data/**",
      "next-env.d.ts",
    ],
  },
];

export default config;
