import "server-only";

import fs from "node:fs";

/** Raised when another live process holds the embedded database directory. */
export class DatabaseLockedError extends Error {
  constructor(
    readonly lockPath: string,
    readonly ownerPid: number,
  ) {
    super(
      `The embedded database is in use by process ${ownerPid} (lock file ${lockPath}). ` +
        "PGlite allows one process per data directory: stop that process first (run database " +
        "scripts only while the app is stopped), or set DATABASE_URL to share a PostgreSQL server.",
    );
    this.name = "DatabaseLockedError";
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user, so it is alive.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

function readOwner(lockPath: string): number | undefined {
  try {
    const pid = Number.parseInt(fs.readFileSync(lockPath, "utf8").trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Takes an exclusive lock file (holding this pid) for a PGlite data directory. PGlite has no
 * locking of its own: two processes on one directory were seen to lose committed rows and
 * corrupt an index, so a second process must fail loudly instead. A lock left by a dead process
 * (stale pid) is taken over; one held by this same pid (a restarted container reusing pid 1, or a
 * re-open in this process) is reused. Returns the release function (idempotent).
 */
export function acquireDirectoryLock(lockPath: string): () => void {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      const fd = fs.openSync(lockPath, "wx");
      fs.writeSync(fd, String(process.pid));
      fs.closeSync(fd);
      return releaser(lockPath);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    const owner = readOwner(lockPath);
    if (owner === process.pid) return releaser(lockPath);
    if (owner !== undefined && isAlive(owner)) throw new DatabaseLockedError(lockPath, owner);
    // Stale (dead owner or unreadable file): remove it and try again.
    fs.rmSync(lockPath, { force: true });
  }
  throw new Error(`Could not take the database lock ${lockPath}: it keeps reappearing.`);
}

function releaser(lockPath: string): () => void {
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    process.off("exit", release);
    if (readOwner(lockPath) === process.pid) fs.rmSync(lockPath, { force: true });
  };
  // A crash still frees the lock for the next start (the stale-pid check covers kill -9).
  process.on("exit", release);
  return release;
}
