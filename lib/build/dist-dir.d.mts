// Types of dist-dir.mjs for the TypeScript code.
export function distDirName(env?: Readonly<Record<string, string | undefined>>): string;
