/**
 * The layers are ESLint rules (eslint.config.mjs; docs/architecture.md, Layers): each import a layer
 * must not make is reported, and the ones it may make are not. ESLint runs in a child process, as
 * `npx eslint` does, so the flat config loads as the ES module it is.
 */
import { spawnSync } from "node:child_process";
import path from "node:path";

interface Case {
  readonly file: string;
  readonly code: string;
  /** The rule that must report the import; null when the import is allowed. */
  readonly rule: string | null;
}

const RESTRICTED = "import/no-restricted-paths";
const CLIENT = "layers/no-server-in-client";

const CASES: readonly Case[] = [
  { file: "lib/calculator/layers-fixture.ts", code: 'export { faqPageSchema } from "@/components/seo";', rule: RESTRICTED },
  { file: "lib/calculator/layers-fixture.ts", code: 'import { POST } from "@/app/api/graphql/route";\nexport const post = POST;', rule: RESTRICTED },
  { file: "components/layers-fixture.ts", code: 'import { POST } from "@/app/api/graphql/route";\nexport const post = POST;', rule: RESTRICTED },
  { file: "lib/mortgage/layers-fixture.ts", code: 'import { logger } from "@/lib/server/logger";\nexport const log = logger;', rule: RESTRICTED },
  { file: "lib/layers-fixture.ts", code: 'import { logger } from "../lib/server/logger";\nexport const log = logger;', rule: RESTRICTED },
  { file: "lib/leads/layers-fixture.ts", code: 'import { resolvers } from "@/graphql/resolvers";\nexport const r = resolvers;', rule: RESTRICTED },
  { file: "lib/server/leads/layers-fixture.ts", code: 'import { resolvers } from "@/graphql/resolvers";\nexport const r = resolvers;', rule: RESTRICTED },
  { file: "graphql/layers-fixture.ts", code: 'export { faqPageSchema } from "@/components/seo";', rule: RESTRICTED },
  { file: "components/layers-fixture.tsx", code: '"use client";\nimport { logger } from "@/lib/server/logger";\nexport const log = logger;', rule: CLIENT },
  { file: "app/layers-fixture.tsx", code: '"use client";\nexport const load = () => import("@/lib/server/logger");', rule: CLIENT },
  // Allowed: server code reaching lib/server, lib using graphql's generated types and documents, the API's assembly.
  { file: "components/layers-fixture.tsx", code: 'import { logger } from "@/lib/server/logger";\nexport const log = logger;', rule: null },
  { file: "app/layers-fixture.tsx", code: 'import { logger } from "@/lib/server/logger";\nexport const log = logger;', rule: null },
  { file: "lib/server/leads/layers-fixture.ts", code: 'import { logger } from "@/lib/server/logger";\nexport const log = logger;', rule: null },
  { file: "lib/apollo/layers-fixture.ts", code: 'export type { SignInInput } from "@/graphql/generated/operations";', rule: null },
  { file: "lib/apollo/layers-fixture.ts", code: 'export { SignInDocument } from "@/graphql/generated/documents/session";', rule: null },
  { file: "lib/server/api/layers-fixture.ts", code: 'import { resolvers } from "@/graphql/resolvers";\nexport const r = resolvers;', rule: null },
  { file: "components/layers-fixture.ts", code: 'export { emailSchema } from "@/lib/validation/accounts";', rule: null },
  // A widget's zod schemas stay out of pages and components; its choices may be imported.
  { file: "components/widgets/layers-fixture.tsx", code: 'export { widgetSettingsSchema } from "@/lib/widgets/settings";', rule: "no-restricted-imports" },
  { file: "components/widgets/layers-fixture.tsx", code: 'export { WIDGET_TERMS } from "@/lib/widgets/choices";', rule: null },
];

const ROOT = path.resolve(__dirname, "../..");

const RUNNER = `
import { ESLint } from "eslint";
const cases = JSON.parse(process.argv[1]);
// import/no-cycle reads the linted file from disk, and these fixtures exist only as text.
const eslint = new ESLint({ cwd: process.cwd(), overrideConfig: { rules: { "import/no-cycle": "off" } } });
const out = [];
for (const c of cases) {
  const [result] = await eslint.lintText(c.code, { filePath: c.file });
  out.push(result.messages.map((m) => m.ruleId ?? "fatal: " + m.message));
}
process.stdout.write(JSON.stringify(out));
`;

describe("layers enforced by lint", () => {
  it("reports each import across a layer and no allowed one", () => {
    const run = spawnSync(process.execPath, ["--input-type=module", "-e", RUNNER, JSON.stringify(CASES)], { cwd: ROOT, encoding: "utf8" });
    expect(run.stderr).toBe("");
    const reported = JSON.parse(run.stdout) as string[][];
    const got = CASES.map((c, i) => ({ file: c.file, code: c.code, rules: reported[i] }));
    const want = CASES.map((c) => ({ file: c.file, code: c.code, rules: c.rule ? [c.rule] : [] }));
    expect(got).toEqual(want);
  }, 180_000);
});
