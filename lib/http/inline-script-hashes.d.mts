// Types of inline-script-hashes.mjs for the TypeScript code.
import type { ServerResponse } from "node:http";

export function inlineScriptHashes(html: string): string[];
export function policyWithScriptHashes(policy: string, hashes: readonly string[]): string;
export function hashInlineScripts(res: ServerResponse): void;
