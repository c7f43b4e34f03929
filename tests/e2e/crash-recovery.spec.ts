// The embedded database (PGlite, the default) under faults, through the real start path
// (`next start` of this build): a second server on the same directory is refused with the lock's
// message, and a server killed with SIGKILL in the middle of writes comes back (WAL replay, a
// stale lock taken over) with every acknowledged write and nothing half-written
// (./crash-support.ts). The PostgreSQL counterpart is in scale-out.spec.ts.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { expect, test } from "@playwright/test";

import { startAppServer, waitForHealth } from "../support/app-server";

import { crashFixture, expectRecovered, writeUntilKilled } from "./crash-support";
import { TEST_STRIPE_ENV } from "../support/stripe-test-events.cjs";

const PORT = 3363;

test("PGlite: a second server on the directory is refused; SIGKILL in the middle of writes loses nothing acknowledged and leaves nothing half-written", async () => {
  test.setTimeout(240_000);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "hmh-crash-"));
  const env = { ...TEST_STRIPE_ENV, DATA_DIR: dataDir, AUTH_SECRET: "crash-recovery-test-secret-".padEnd(48, "x") };
  let server = startAppServer({ port: PORT, env });
  try {
    await waitForHealth(server);
    const fixture = await crashFixture(server.url);

    const second = startAppServer({ port: PORT + 1, env });
    // A server that does not refuse would go on running: stop it rather than leave it behind.
    const refused = await Promise.race([second.exited, new Promise<null>((resolve) => setTimeout(() => resolve(null), 60_000))]);
    if (!refused) await second.stop("SIGKILL");
    expect(refused?.code, second.output()).toBe(1);
    expect(second.output()).toContain(`The embedded database is in use by process`);
    await waitForHealth(server);

    const acked = await writeUntilKilled(server, fixture);
    server = startAppServer({ port: PORT, env });
    await waitForHealth(server);
    await expectRecovered(server.url, acked, fixture);
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
