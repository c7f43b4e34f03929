import "server-only";

import { parseEnv, type Env } from "@/lib/env";

let cached: Env | undefined;

/** The validated configuration of this server process (parsed once, on first use). */
export function serverEnv(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}
