import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { acquireDirectoryLock, DatabaseLockedError } from "@/lib/server/db/lock";

let directory: string;
beforeEach(() => {
  directory = fs.mkdtempSync(path.join(os.tmpdir(), "hmh-lock-"));
});
afterEach(() => {
  fs.rmSync(directory, { recursive: true, force: true });
});

describe("acquireDirectoryLock", () => {
  test("takes the lock with this pid and releases it", () => {
    const lock = path.join(directory, "pglite.lock");
    const release = acquireDirectoryLock(lock);
    expect(fs.readFileSync(lock, "utf8")).toBe(String(process.pid));
    release();
    expect(fs.existsSync(lock)).toBe(false);
    release(); // idempotent
  });

  test("refuses with a clear message while another live process holds it", () => {
    const lock = path.join(directory, "pglite.lock");
    fs.writeFileSync(lock, String(process.ppid)); // the parent process: alive
    expect(() => acquireDirectoryLock(lock)).toThrow(DatabaseLockedError);
    expect(() => acquireDirectoryLock(lock)).toThrow(/in use by process \d+.*stop that process first/s);
    expect(fs.readFileSync(lock, "utf8")).toBe(String(process.ppid));
  });

  test("takes over a stale lock left by a dead process, or an unreadable one", () => {
    const lock = path.join(directory, "pglite.lock");
    const exited = spawnSync(process.execPath, ["-e", ""]); // a process that has already ended
    fs.writeFileSync(lock, String(exited.pid));
    const release = acquireDirectoryLock(lock);
    expect(fs.readFileSync(lock, "utf8")).toBe(String(process.pid));
    release();
    fs.writeFileSync(lock, "not a pid");
    acquireDirectoryLock(lock)();
  });
});
