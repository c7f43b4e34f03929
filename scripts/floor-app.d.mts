// Types of floor-app.mjs for the TypeScript scripts.
import type { RunningServer } from "./first-load-js.mjs";

export function startFloorApp(options: { port: number; env?: NodeJS.ProcessEnv }): Promise<RunningServer>;
