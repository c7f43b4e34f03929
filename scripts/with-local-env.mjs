// Runs a command with the local configuration (scripts/local-env.mjs): `node scripts/with-local-env.mjs next build --webpack`.
import { spawn } from "node:child_process";

import { recordBuiltOrigin } from "./build-origin.mjs";
import { localEnv } from "./local-env.mjs";

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error("usage: node scripts/with-local-env.mjs COMMAND [ARGS...]");
  process.exit(2);
}
const env = localEnv();
const child = spawn(command, args, { stdio: "inherit", env, shell: process.platform === "win32" });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code, signal) => {
  // A finished build records the origin its pages name (scripts/build-origin.mjs).
  if (code === 0 && command === "next" && args[0] === "build") recordBuiltOrigin(env.SITE_URL);
  process.exit(code ?? (signal ? 1 : 0));
});
