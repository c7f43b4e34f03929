import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

import { SERVER_CALCULATORS } from "./server-calculators";

/*
 * An island renders its calculator through a require() the browser build drops, so Next does not
 * list the calculator's CSS modules among the page's stylesheets: island-styles.ts imports them
 * into every calculator page's first CSS (the home page imports the quick calculator's). This
 * follows each calculator's imports and fails when one of its CSS modules is in neither.
 */
const root = path.resolve(__dirname, "../../..");

function resolve(from: string, specifier: string): string | null {
  if (!specifier.startsWith(".") && !specifier.startsWith("@/")) return null;
  const base = specifier.startsWith("@/") ? path.join(root, specifier.slice(2)) : path.resolve(path.dirname(from), specifier);
  const candidates = [base, `${base}.tsx`, `${base}.ts`, path.join(base, "index.ts"), path.join(base, "index.tsx")];
  return candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile()) ?? null;
}

/** The CSS modules a module reaches through its imports (components/ only: lib has no CSS). */
function cssModulesFrom(entry: string): Set<string> {
  const seen = new Set<string>();
  const css = new Set<string>();
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    const source = readFileSync(file, "utf8");
    for (const match of source.matchAll(/^\s*import\s+(?:type\s+)?(?:[^"';]*?\s+from\s+)?["']([^"']+)["']/gm)) {
      if (match[0].includes("import type")) continue;
      const resolved = resolve(file, match[1] as string);
      if (resolved === null) continue;
      if (resolved.endsWith(".module.css")) css.add(path.relative(root, resolved));
      else if (/\.tsx?$/.test(resolved) && resolved.includes(`${path.sep}components${path.sep}`)) queue.push(resolved);
    }
  }
  return css;
}

/** The calculator module of each server calculator, from server-calculators.ts's imports. */
function calculatorModules(): Map<string, string> {
  const file = path.join(__dirname, "server-calculators.ts");
  const modules = new Map<string, string>();
  for (const match of readFileSync(file, "utf8").matchAll(/import \{ (\w+) \} from "([^"]+)";/g)) {
    const resolved = resolve(file, match[2] as string);
    if (resolved) modules.set(match[1] as string, resolved);
  }
  return modules;
}

describe("island styles", () => {
  it("every CSS module of every calculator is in its pages' first CSS", () => {
    const listed = new Set([...cssModulesFrom(path.join(__dirname, "island-styles.ts")), ...cssModulesFrom(path.join(root, "components/home/home-page.tsx"))]);
    const modules = calculatorModules();
    expect([...modules.keys()].sort()).toEqual(
      Object.values(SERVER_CALCULATORS)
        .map((component) => component.name)
        .sort(),
    );
    for (const [name, file] of modules) {
      const missing = [...cssModulesFrom(file)].filter((css) => !listed.has(css));
      expect({ calculator: name, missing }).toEqual({ calculator: name, missing: [] });
    }
  });
});
