// Types of static-assets.mjs for the TypeScript code.
import type { IncomingMessage, ServerResponse } from "node:http";

export function chooseEncoding(acceptEncoding: string | undefined): "br" | "gzip" | null;
export interface StaticAssets {
  readonly ready: Promise<Error | null>;
  serve(req: IncomingMessage, res: ServerResponse): boolean;
  size(): number;
}
export function createStaticAssets(options: { distDir: string }): StaticAssets;
