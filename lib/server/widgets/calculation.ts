import "server-only";

import { serverEnv } from "@/lib/server/config";
import type { Database } from "@/lib/server/db/client";
import { originAllowed, parseStoredDomains } from "@/lib/widgets/domains";

import { verifyCalculationToken } from "./calculation-token";
import { countWidgetHit } from "./usage";
import { resolveWidgetKey, type WidgetRecord } from "./widget-service";

/** This site's origin (SITE_URL's): the frame's own pages, and the manager's preview. */
export function siteOrigin(): string {
  return new URL(serverEnv().SITE_URL).origin;
}

/** The origin of a URL-ish header value ("https://a.example/x" → "https://a.example"), or null. */
function originOf(value: string | null | undefined): string | null {
  if (!value || value === "null") return null;
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:" ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * Where a request says it comes from: its `Origin` (browsers send it with every POST), else its
 * `Referer`'s origin, else null (no browser page sent it).
 */
export function requestOrigin(headers: Headers): string | null {
  return originOf(headers.get("origin")) ?? originOf(headers.get("referer"));
}

/**
 * The origin of the page that embedded a frame, from the frame request's `Referer` (the embed
 * codes ask for `referrerpolicy="origin"`, so it is there even under a strict page policy).
 */
export function embedderOrigin(referer: string | null | undefined): string | null {
  return originOf(referer);
}

/** Whether a page at `origin` may count a widget's use: one of its allowed domains, or this site. */
export function embedderAllowed(origin: string, widget: Pick<WidgetRecord, "allowedDomains">, site = siteOrigin()): boolean {
  return origin === site || originAllowed(origin, parseStoredDomains(widget.allowedDomains));
}

/** A `recordWidgetCalculation` call as the API received it. */
export interface CalculationCall {
  /** The `api-key` header. */
  readonly apiKey: string | null;
  /** The frame's token (the operation's `token` argument). */
  readonly token: string | null | undefined;
  /** The request's headers (Origin, Referer). */
  readonly headers: Headers;
  readonly clientIp: string;
}

/**
 * Counts one calculation when everything holds, else nothing (false, never an error: the frame
 * does not wait for the answer, and a refusal tells a prober nothing):
 * - the key is an active widget's;
 * - the request comes from this site's origin (the frame is this site's page);
 * - it carries a token this server issued with a frame of this key, not expired;
 * - the page that embedded that frame is still one of the widget's allowed domains (or this site);
 * - the client has not used its hourly share (`countWidgetHit`).
 */
export async function recordCalculation(db: Database, call: CalculationCall): Promise<boolean> {
  const resolved = await resolveWidgetKey(db, call.apiKey);
  if (resolved.status !== "active") return false;
  const site = siteOrigin();
  if (requestOrigin(call.headers) !== site) return false;
  const claim = verifyCalculationToken(call.token, resolved.widget.key);
  if (!claim || !embedderAllowed(claim.embedderOrigin, resolved.widget, site)) return false;
  return countWidgetHit(db, resolved.widget.id, "calculation", call.clientIp);
}
