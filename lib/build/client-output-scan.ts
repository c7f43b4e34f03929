/**
 * Scans what a build serves to browsers for strings that must not be there: every file under
 * `{distDir}/static` (the client bundles), the prerendered pages and their RSC payloads under
 * `{distDir}/server/app` (not the server's own JavaScript) and `public/` (the service worker is
 * written there).
 */
import fs from "node:fs";
import path from "node:path";

/** Server-side code and its maps and traces: never sent to a browser. */
const SERVER_ONLY_FILE = /\.(js|js\.map|nft\.json)$/;

function filesUnder(directory: string): string[] {
  if (!fs.existsSync(directory)) return [];
  return fs
    .readdirSync(directory, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** The files of a build that reach browsers (see the module comment). */
export function clientOutputFiles(distDir: string, publicDir: string): string[] {
  const prerendered = filesUnder(path.join(distDir, "server", "app")).filter((file) => !SERVER_ONLY_FILE.test(file));
  return [...filesUnder(path.join(distDir, "static")), ...prerendered, ...filesUnder(publicDir)];
}

export interface Finding {
  readonly file: string;
  readonly needle: string;
}

/** Each (file, needle) where the file's bytes or its path contain the needle. */
export function findNeedles(files: readonly string[], needles: readonly string[]): Finding[] {
  const findings: Finding[] = [];
  for (const file of files) {
    const content = fs.readFileSync(file).toString("latin1");
    for (const needle of needles) {
      if (content.includes(needle) || file.includes(needle)) findings.push({ file, needle });
    }
  }
  return findings;
}
