// Types of first-load-js.mjs for the TypeScript scripts.
export interface RunningServer {
  origin: string;
  stop(): void;
}

export function waitForServer(url: string, timeoutMs: number): Promise<void>;
export function startNextServer(options: {
  cwd?: string;
  port: number;
  env: NodeJS.ProcessEnv;
  timeoutMs?: number;
  bareNext?: boolean;
}): Promise<RunningServer>;
export function toKb(bytes: number): number;
export function scriptSources(html: string): string[];
export function firstLoadJsMeter(origin: string): { measure(path: string): Promise<{ status: number; kb: number; scripts: string[] }> };
export function sitemapPaths(origin: string, takeFile?: (path: string) => boolean): Promise<string[]>;
export function createWidgetKey(origin: string): Promise<string>;
export interface MeasureAccount {
  homes?: number;
  scenarios?: number;
  premium?: boolean;
  agentProfile?: boolean;
  widgets?: number;
}
export const MEASURE_ACCOUNT: Required<MeasureAccount>;
export function signedInStorage(origin: string, options?: MeasureAccount): Promise<Record<string, string>>;
