import "server-only";

import { createHmac } from "node:crypto";

import { serverEnv } from "@/lib/server/config";

/**
 * An HMAC of the client IP keyed by AUTH_SECRET, the only form in which an IP is stored (leads,
 * contact messages, subscribers, sessions, uploads): the same IP gives the same value (to see
 * abuse from one place), but the address cannot be read back from a leaked table.
 */
export function hashIp(ip: string): string {
  return createHmac("sha256", serverEnv().AUTH_SECRET).update(`lead-ip:${ip}`).digest("hex").slice(0, 32);
}
