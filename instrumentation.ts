// Next.js calls register() once when a server process starts (next start, next dev).
export async function register(): Promise<void> {
  // The edge runtime has no file system or PGlite: the database belongs to the Node.js server.
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { startServer } = await import("@/lib/server/startup");
  await startServer();
}
