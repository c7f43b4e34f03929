import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

/**
 * What must not bring Apollo, GraphQL or rxjs into a page's first load: the components the
 * lead may mount on every page (calculators included), and the account pages other than the
 * profile, which load the API client on first use. Walks their static imports (a dynamic
 * import() is a separate chunk, loaded on demand, and is allowed).
 */
const ROOT = process.cwd();
const FORBIDDEN = /^(@apollo\/client|graphql|rxjs|apollo-upload-client|extract-files)(\/|$)/;
const STATIC_IMPORT = /^\s*(?:import|export)\s+(?:type\s+)?(?:[^'";]*?\s+from\s+)?["']([^"']+)["']/gm;

function resolveLocal(specifier: string, from: string): string | null {
  const base = specifier.startsWith("@/") ? path.join(ROOT, specifier.slice(2)) : path.resolve(path.dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, "index.ts"), path.join(base, "index.tsx")]) {
    if (existsSync(candidate) && !candidate.endsWith(path.sep) && /\.tsx?$/.test(candidate)) return candidate;
  }
  return null;
}

function staticGraph(entry: string): { files: string[]; packages: string[] } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (files.has(file)) continue;
    files.add(file);
    const source = readFileSync(file, "utf8");
    for (const match of source.matchAll(STATIC_IMPORT)) {
      const full = match[0];
      const specifier = match[1] as string;
      if (/^\s*(import|export)\s+type\s/.test(full)) continue; // erased at compile time
      if (specifier.startsWith(".") || specifier.startsWith("@/")) {
        const resolved = resolveLocal(specifier, file);
        if (resolved) queue.push(resolved);
      } else {
        packages.add(specifier);
      }
    }
  }
  return { files: [...files], packages: [...packages] };
}

test.each([
  "components/account/account-nav-link.tsx",
  "components/account/footer-account-links.tsx",
  "components/account/confirm-email-banner.tsx",
  // The gate of the signed-in pages: a signed-out visitor is sent to sign in without Apollo.
  "components/account/signed-in-gate.tsx",
  "app/(site)/sign-in/page.tsx",
  "app/(site)/sign-up/page.tsx",
  "app/(site)/reset-password/page.tsx",
  "app/(site)/confirm-email/page.tsx",
])("%s loads no Apollo, GraphQL or rxjs", (entry) => {
  const { files, packages } = staticGraph(path.join(ROOT, entry));
  expect(files.length).toBeGreaterThan(1);
  expect(packages.filter((name) => FORBIDDEN.test(name))).toEqual([]);
  expect(files.filter((file) => file.includes(`${path.sep}lib${path.sep}apollo${path.sep}`))).toEqual([]);
});

test("the walker does see Apollo where it is imported", () => {
  const { packages } = staticGraph(path.join(ROOT, "lib/apollo/create-apollo-client.ts"));
  expect(packages.some((name) => FORBIDDEN.test(name))).toBe(true);
});
