/**
 * Comments and docs point at what a reader of the repository has: docs/architecture.md (by
 * section name), another file, or the reason itself. A citation of a document that lives
 * outside the repository (the old design notes and product specification, by section) or of an
 * issue number tells that reader nothing, so none may come back.
 */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";

const ROOT = path.resolve(__dirname, "../..");

/** Tracked files that are text we write (generated files and data tables are left out). */
const SCANNED = /\.(?:ts|tsx|mts|cts|js|mjs|cjs|md|mdx|sql|css|json|sh|ya?ml|example)$/;
const SKIPPED = [/^package-lock\.json$/, /^graphql\/generated\//, /^data\//, /^content\//, /^tests\/unit\/no-outside-citations\.test\.ts$/];

// Spelled in pieces so that this file does not cite what it forbids.
const SECTION = "\u00a7";
const CITATIONS: ReadonlyArray<{ name: string; pattern: RegExp }> = [
  { name: "design notes section", pattern: new RegExp(`\\bDESIGN\\s*${SECTION}`) },
  { name: "specification section", pattern: new RegExp(`\\bSPEC\\s*${SECTION}`) },
  { name: "seed section", pattern: new RegExp(`\\bseed\\s*${SECTION}`, "i") },
  { name: "outside document", pattern: /(?<![\w])(?:DESIGN|SPEC)(?:\.md\b|'s\b)|(?<=\s)\(SPEC[\s:;)]/ },
  { name: "outside folder", pattern: /(?<![\w"'`/.])\.\.\/shared\b/ },
  { name: "issue number", pattern: /\bissues?\s+#?\d+\b/i },
];

function trackedFiles(): string[] {
  const out = execFileSync("git", ["ls-files", "-z"], { cwd: ROOT, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
  return out.split("\0").filter((file) => file !== "" && SCANNED.test(file) && !SKIPPED.some((skip) => skip.test(file)));
}

function citationsIn(file: string): string[] {
  let text: string;
  try {
    text = readFileSync(path.join(ROOT, file), "utf8");
  } catch {
    // Listed by git but deleted in the work tree: nothing to read.
    return [];
  }
  const found: string[] = [];
  text.split("\n").forEach((line, index) => {
    for (const { name, pattern } of CITATIONS) {
      if (pattern.test(line)) found.push(`${file}:${index + 1}: ${name}: ${line.trim().slice(0, 160)}`);
    }
  });
  return found;
}

describe("comments and docs cite only what the repository holds", () => {
  it("scans the tracked sources and docs", () => {
    const files = trackedFiles();
    expect(files).toContain("docs/architecture.md");
    expect(files).toContain("proxy.ts");
  });

  it("has no citation of an outside document or an issue number", () => {
    const found = trackedFiles().flatMap(citationsIn);
    // Point at a section of docs/architecture.md ("docs/architecture.md, Scenario links") or give the reason.
    expect(found).toEqual([]);
  });

  it("recognises each kind of citation", () => {
    const samples = [
      `(DESIGN ${SECTION}3.1)`,
      `SPEC ${SECTION}4 loadListing`,
      `seed ${SECTION}9`,
      "the share image (SPEC: 1000 by 523)",
      "copied from ../shared/data",
      "(issue 18)",
      "Issue 12, the listing page",
    ];
    for (const sample of samples) expect(CITATIONS.some(({ pattern }) => pattern.test(sample))).toBe(true);
    const allowed = [
      'import { x } from "../shared/x";',
      "initialExtras(HOME_AFFORDABILITY_SPEC)",
      "readExtras(SPEC, query)",
      "{ ...initialExtras(SPEC), cash: 0 }",
      "OG_DESIGN_VERSION",
      "the issue stays open",
      "docs/architecture.md, Scenario links",
    ];
    for (const sample of allowed) expect(CITATIONS.some(({ pattern }) => pattern.test(sample))).toBe(false);
  });
});
