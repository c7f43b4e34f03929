// Types of client-address.mjs for the TypeScript code.
export function resolveClientAddress(socketAddress: string | undefined, forwardedFor: string | readonly string[] | undefined, trustedProxies: number): string;
export function normalizeAddress(address: string): string | null;
export function addressSubject(address: string): string;
export const TRUSTED_PROXY_COUNT_MESSAGE: string;
export function parseTrustedProxyCount(value: string | undefined): number | null;
