// `npm run serve`: the production build served by scripts/next-server.mjs, a Next.js custom server
// that takes the client's address from the socket and TRUSTED_PROXY_COUNT and limits request
// bodies (scripts/with-local-env.mjs fills in the local defaults first). Arguments as `next start`.
//
// WEB_CONCURRENCY=N (N > 1) runs N such processes on the one port with node:cluster, one
// per core: a Node process serves on one core, so on a machine with more this is what raises its
// ceiling (docs/quality.md, "Load"). Only with DATABASE_URL: every process is an app instance of
// the PostgreSQL server (README "Scaling out"), while the embedded database (PGlite) is one
// process's own. A process that dies is started again; SIGINT/SIGTERM reach every process, and
// this one exits once they have.
import cluster from "node:cluster";
import { fileURLToPath } from "node:url";

const serverScript = fileURLToPath(new URL("./next-server.mjs", import.meta.url));
const serverArgs = process.argv.slice(2);

/** WEB_CONCURRENCY as a process count, or a message saying what is wrong with it. */
function processCount(env) {
  const text = (env.WEB_CONCURRENCY ?? "").trim();
  if (text === "") return { count: 1 };
  const count = Number(text);
  if (!Number.isInteger(count) || count < 1 || count > 64) return { error: `WEB_CONCURRENCY must be a whole number from 1 to 64 (got "${text}").` };
  if (count > 1 && !env.DATABASE_URL) {
    return {
      error: `WEB_CONCURRENCY=${count} needs DATABASE_URL: the embedded database (PGlite) belongs to one process. Set DATABASE_URL to a PostgreSQL server, or leave WEB_CONCURRENCY unset.`,
    };
  }
  return { count };
}

const { count, error } = processCount(process.env);
if (error) {
  console.error(error);
  process.exit(1);
}

if (count === 1) {
  // One process: the server runs in this one (it reads its arguments from process.argv).
  await import(serverScript);
} else {
  cluster.setupPrimary({ exec: serverScript, args: serverArgs });
  let stopping = false;
  const listening = new WeakSet();

  const start = () => {
    const worker = cluster.fork();
    console.log(`Server process ${worker.process.pid} started.`);
    worker.on("listening", () => listening.add(worker));
    worker.on("exit", (code, signal) => {
      if (stopping) {
        // Exit code 0 after a signal; a failure below set process.exitCode first.
        if (Object.keys(cluster.workers ?? {}).length === 0) process.exit();
        return;
      }
      if (!listening.has(worker)) {
        // It never served (a port in use, a bad build): starting it again would fail the same way.
        console.error(`A server process exited before it listened (${signal ?? `code ${code}`}); stopping.`);
        stopping = true;
        for (const other of Object.values(cluster.workers ?? {})) other?.process.kill("SIGTERM");
        process.exitCode = code || 1;
        if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(process.exitCode);
        return;
      }
      console.error(`A server process exited (${signal ?? `code ${code}`}); starting another.`);
      start();
    });
  };

  for (const signal of ["SIGINT", "SIGTERM"]) {
    process.on(signal, () => {
      stopping = true;
      const workers = Object.values(cluster.workers ?? {});
      if (workers.length === 0) process.exit(0);
      for (const worker of workers) worker?.process.kill(signal);
    });
  }
  console.log(`Serving with ${count} processes (WEB_CONCURRENCY).`);
  for (let i = 0; i < count; i++) start();
}
