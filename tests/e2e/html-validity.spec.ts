// Valid HTML (docs/quality.md): every page (tests/e2e/site-pages.ts: the route registry, the
// sitemap's samples, a scenario link, not-found) passes W3C's Nu HTML checker (the vnu-jar
// package, run with Java: scripts/install-java.sh), errors only. Signed in, a page is the same
// server HTML rendered further in the browser, so the server's HTML is what the checker reads.
// All pages go to one Java run (the checker's start-up is most of its time).
import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";

import { expect, test } from "@playwright/test";

import { everyPage } from "./site-pages";

interface VnuMessage {
  readonly type: string;
  readonly subType?: string;
  readonly url?: string;
  readonly lastLine?: number;
  readonly lastColumn?: number;
  readonly message?: string;
  readonly extract?: string;
}

/**
 * Messages the checker gets wrong for valid HTML, each with its reason and the markup it is about
 * (`extract`, matched against the checker's excerpt, so the same message about other markup still
 * fails). Add one only for a false positive (such as HTML or CSS newer than the checker knows),
 * never to hide a real error.
 */
const FALSE_POSITIVES: readonly { readonly pattern: RegExp; readonly extract: RegExp; readonly reason: string }[] = [
  {
    pattern: /^A “link” element with a “blocking” attribute must have a “rel” attribute whose value is “stylesheet”\.$/,
    extract: /<link rel="expect" href="#header-parsed" blocking="render"\/>/,
    reason:
      "The HTML standard's rel=expect is render-blocking with blocking=render (its own example); the checker's rule predates it. The site's layout holds the first paint with it until the header is parsed.",
  },
];

const run = promisify(execFile);

/** The checker's jar from the vnu-jar package (called with the system's Java directly). */
const VNU_JAR = require.resolve("vnu-jar/build/dist/vnu.jar");

test("every page's server HTML passes the Nu HTML checker (errors only)", async ({ request }) => {
  const pages = await everyPage(request);
  const dir = await mkdtemp(path.join(tmpdir(), "html-validity-"));
  try {
    const files = new Map<string, string>();
    // A few at a time: the server shares two cores with the browser tests' workers.
    for (let start = 0; start < pages.length; start += 4) {
      await Promise.all(
        pages.slice(start, start + 4).map(async ({ path: pagePath, status }, offset) => {
          const response = await request.get(pagePath, { headers: { "X-Forwarded-For": "203.0.113.77" } });
          expect(response.status(), pagePath).toBe(status);
          const file = path.join(dir, `page-${String(start + offset).padStart(3, "0")}.html`);
          await writeFile(file, await response.text());
          files.set(file, pagePath);
        }),
      );
    }
    // A control the checker must fault: it proves the checker read the files (it reports nothing
    // at all for a name it cannot open, such as a file: URL).
    const control = path.join(dir, "control.html");
    await writeFile(control, '<!DOCTYPE html><html lang="en"><title>Control</title><form action=""></form></html>');
    // The checker exits 1 when it reports an error; its JSON report is on stderr either way.
    const output = await run("java", ["-jar", VNU_JAR, "--errors-only", "--format", "json", control, ...files.keys()], { maxBuffer: 64 * 1024 * 1024 }).then(
      ({ stderr }) => stderr,
      (error: { stderr?: string; message: string }) => error.stderr || error.message,
    );
    let messages: VnuMessage[];
    try {
      messages = (JSON.parse(output) as { messages: VnuMessage[] }).messages;
    } catch {
      throw new Error(`The checker did not report in JSON (is Java installed? scripts/install-java.sh): ${output.slice(0, 2000)}`);
    }
    const fileOf = (message: VnuMessage) => (message.url?.startsWith("file:") ? fileURLToPath(message.url) : (message.url ?? "(no file)"));
    expect(
      messages.some((message) => fileOf(message) === control && message.type === "error"),
      "the checker faults the control document",
    ).toBe(true);
    const errors = messages.filter(
      (message) =>
        fileOf(message) !== control &&
        // "non-document-error": the checker could not read or parse a file at all.
        (message.type === "error" || message.type === "non-document-error" || message.subType === "fatal") &&
        !FALSE_POSITIVES.some(({ pattern, extract }) => pattern.test(message.message ?? "") && extract.test(message.extract ?? "")),
    );
    const byPage = new Map<string, string[]>();
    for (const error of errors) {
      const page = files.get(fileOf(error)) ?? fileOf(error);
      const lines = byPage.get(page) ?? [];
      lines.push(
        `  line ${error.lastLine ?? "?"}, column ${error.lastColumn ?? "?"}: ${error.message ?? error.type}${error.extract ? `\n      ${error.extract.replace(/\s+/g, " ").trim()}` : ""}`,
      );
      byPage.set(page, lines);
    }
    const report = [...byPage].map(([page, lines]) => `${page}\n${lines.join("\n")}`).join("\n");
    expect(report, `${errors.length} HTML errors on ${byPage.size} of ${files.size} pages`).toBe("");
    expect(files.size).toBe(pages.length);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
