import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { clientOutputFiles, findNeedles } from "./client-output-scan";

describe("client output scan", () => {
  let root: string;
  beforeAll(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), "hmh-scan-"));
    const write = (file: string, content: string) => {
      fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      fs.writeFileSync(path.join(root, file), content);
    };
    write(".next/static/chunks/app/page-1.js", "var key='needle-a';");
    write(".next/server/app/quote.html", "<p>needle-b</p>");
    write(".next/server/app/quote.rsc", "0:needle-c");
    write(".next/server/app/quote/page.js", "process.env.needle-d");
    write(".next/server/chunks/1.js", "needle-e");
    write("public/sw.js", "self.needle-f");
  });
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it("reads the client bundles, prerendered pages, RSC payloads and public/, not the server's code", () => {
    const files = clientOutputFiles(path.join(root, ".next"), path.join(root, "public"))
      .map((file) => path.relative(root, file))
      .sort();
    expect(files).toEqual([".next/server/app/quote.html", ".next/server/app/quote.rsc", ".next/static/chunks/app/page-1.js", "public/sw.js"]);
  });

  it("names each file holding a needle", () => {
    const files = clientOutputFiles(path.join(root, ".next"), path.join(root, "public"));
    const findings = findNeedles(files, ["needle-a", "needle-c", "needle-d", "needle-e", "absent"]).map((finding) => [
      path.relative(root, finding.file),
      finding.needle,
    ]);
    expect(findings).toEqual([
      [".next/static/chunks/app/page-1.js", "needle-a"],
      [".next/server/app/quote.rsc", "needle-c"],
    ]);
  });
});
