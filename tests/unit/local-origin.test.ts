import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

// A local run without SITE_URL names its own port; `npm run serve` rebuilds the pages when the
// build named another (scripts/serve-local.mjs). These are the two facts that check rests on.
describe("the local origin", () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), "origin-"));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("follows PORT when SITE_URL is not set, and says so", async () => {
    const { localEnv } = await import("../../scripts/local-env.mjs");
    const env = localEnv({ NODE_ENV: "test", PORT: "4123", DATA_DIR: dir, AUTH_SECRET: "x".repeat(48) });
    expect(env.SITE_URL).toBe("http://localhost:4123");
    expect(env.SITE_URL_FROM_PORT).toBe("1");
  });

  it("keeps SITE_URL when it is set", async () => {
    const { localEnv } = await import("../../scripts/local-env.mjs");
    const env = localEnv({ NODE_ENV: "test", PORT: "4123", SITE_URL: "https://example.org", DATA_DIR: dir, AUTH_SECRET: "x".repeat(48) });
    expect(env.SITE_URL).toBe("https://example.org");
    expect(env.SITE_URL_FROM_PORT).toBeUndefined();
  });

  it("records the origin a build's pages name", async () => {
    const { builtOrigin, recordBuiltOrigin } = await import("../../scripts/build-origin.mjs");
    const saved = process.env.NEXT_DIST_DIR;
    process.env.NEXT_DIST_DIR = dir;
    try {
      expect(builtOrigin()).toBeNull();
      recordBuiltOrigin("http://localhost:4123");
      expect(builtOrigin()).toBe("http://localhost:4123");
    } finally {
      if (saved === undefined) delete process.env.NEXT_DIST_DIR;
      else process.env.NEXT_DIST_DIR = saved;
    }
  });
});
