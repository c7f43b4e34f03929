import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

import { SERVER_CALCULATORS } from "./server-calculators";

/*
 * An island renders its calculator through a require() the browser build drops, so Next does not
 * list the calculator's CSS modules among the page's stylesheets: the component that renders
 * `<CalculatorIsland calculator="x">` (the calculator's page component, the home page, the
 * widget) imports them itself (components/calculators/README.md, Its CSS). This follows each
 * calculator's imports and each such component's, and fails when a CSS module of the calculator
 * is not reachable from a component that renders it.
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

/** The client calculator's module of each registry key, from server-calculators.ts's imports. */
function calculatorModules(): Map<string, string> {
  const file = path.join(__dirname, "server-calculators.ts");
  const files = new Map<string, string>();
  for (const match of readFileSync(file, "utf8").matchAll(/import \{ (\w+) \} from "([^"]+)";/g)) {
    const resolved = resolve(file, match[2] as string);
    if (resolved) files.set(match[1] as string, resolved);
  }
  return new Map(Object.entries(SERVER_CALCULATORS).map(([key, component]) => [key, files.get(component.name) ?? ""]));
}

/** Every component file under components/ that renders a calculator island, with the keys it renders. */
function islandRenderers(): Map<string, string[]> {
  const renderers = new Map<string, string[]>();
  for (const file of readdirSync(path.join(root, "components"), { recursive: true, encoding: "utf8" })) {
    if (!/\.tsx$/.test(file) || /\.test\.tsx$/.test(file)) continue;
    const source = readFileSync(path.join(root, "components", file), "utf8");
    const keys = [...source.matchAll(/<CalculatorIsland\s+calculator="(\w+)"/g)].map((match) => match[1] as string);
    if (keys.length > 0) renderers.set(path.join(root, "components", file), keys);
  }
  return renderers;
}

describe("island CSS", () => {
  it("every component that renders a calculator island reaches each CSS module of that calculator", () => {
    const modules = calculatorModules();
    expect([...modules.values()].filter((file) => file === "")).toEqual([]);
    const renderers = islandRenderers();
    // Every calculator's page component, the home page's and the widget's.
    expect(new Set([...renderers.values()].flat())).toEqual(new Set(modules.keys()));
    for (const [file, keys] of renderers) {
      const reached = cssModulesFrom(file);
      for (const key of keys) {
        const missing = [...cssModulesFrom(modules.get(key) as string)].filter((css) => !reached.has(css));
        expect({ renderer: path.relative(root, file), calculator: key, missing }).toEqual({
          renderer: path.relative(root, file),
          calculator: key,
          missing: [],
        });
      }
    }
  });
});
