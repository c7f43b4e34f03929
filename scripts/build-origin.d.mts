// Types of build-origin.mjs for the TypeScript tests.
export function builtOrigin(): string | null;
export function recordBuiltOrigin(origin: string): void;
