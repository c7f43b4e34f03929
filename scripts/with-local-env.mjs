// Runs a command with the local configuration (scripts/local-env.mjs): `node scripts/with-local-env.mjs next build --webpack`.
import { spawn } from "node:child_process";

import { localEnv } from "./local-env.mjs";

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error("usage: node scripts/with-local-env.mjs COMMAND [ARGS...]");
  process.exit(2);
}
const child = spawn(command, args, { stdio: "inherit", env: localEnv(), shell: process.platform === "win32" });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
