// Types of local-env.mjs for the TypeScript scripts.
export function localEnv(base?: NodeJS.ProcessEnv): NodeJS.ProcessEnv;
