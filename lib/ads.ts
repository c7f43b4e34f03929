/**
 * Ads: the one place that decides whether ad slots show and the ad script loads.
 *
 * Ads run only when the ad service is configured (`NEXT_PUBLIC_AD_CLIENT_ID`, the
 * `ca-pub-...` client id, and `NEXT_PUBLIC_AD_COOKIE_NAME`, the consent cookie the service reads)
 * AND the visitor accepted the consent banner. Without both, no slot is rendered and no request
 * leaves for the ad host. The optional `NEXT_PUBLIC_AD_SLOT_ID` is the ad unit id every content
 * placement uses (`data-ad-slot`); without it the units are responsive auto-format units.
 *
 * Public variables are inlined at build time, so a build is either with ads or without them;
 * the Content-Security-Policy (lib/security-headers.ts) names the ad hosts from the same
 * configuration through {@link adsConfigFromEnv}.
 *
 * Pure: no React, no DOM, so next.config.ts, components and tests share it.
 */
import { isIntegrationOn } from "./integration";
import { AD_FREE_PREPAINT_TEST } from "./premium/plan-hint-prepaint";

/** The ad service's script host. */
export const AD_SCRIPT_ORIGIN = "https://pagead2.googlesyndication.com";

/** The hosts the ad script talks to, by CSP directive (only when ads are configured). */
export const AD_HOSTS = {
  script: [AD_SCRIPT_ORIGIN, "https://*.adtrafficquality.google", "https://*.googlesyndication.com"],
  img: [AD_SCRIPT_ORIGIN, "https://*.googlesyndication.com", "https://*.doubleclick.net", "https://*.adtrafficquality.google"],
  connect: [AD_SCRIPT_ORIGIN, "https://*.adtrafficquality.google", "https://*.doubleclick.net"],
  frame: ["https://googleads.g.doubleclick.net", "https://tpc.googlesyndication.com", "https://*.adtrafficquality.google", "https://www.google.com"],
} as const;

/** Attribute on `<html>` while ads may show (consent given, ads configured): the CSS reveals the reserved slots. */
export const ADS_ATTRIBUTE = "data-ads";

/** The ad service's configuration, when complete. */
export interface AdsConfig {
  /** Publisher id, `ca-pub-` and digits. */
  readonly clientId: string;
  /** The consent cookie the ad service reads (set to 1 on consent, 0 on decline). */
  readonly cookieName: string;
  /** The ad unit id (digits) of content placements, when configured. */
  readonly slotId?: string;
}

const CLIENT_ID = /^ca-pub-\d{10,20}$/;
const COOKIE_NAME = /^[A-Za-z0-9_.-]{1,64}$/;
const SLOT_ID = /^\d{5,20}$/;

/**
 * The ad configuration from an environment record, or null when ads are not configured: either
 * variable missing or `off`, or a value of the wrong shape (a malformed id never reaches a
 * script URL or a cookie header).
 */
export function adsConfigFromEnv(env: Readonly<Record<string, string | undefined>>): AdsConfig | null {
  const clientId = env.NEXT_PUBLIC_AD_CLIENT_ID?.trim();
  const cookieName = env.NEXT_PUBLIC_AD_COOKIE_NAME?.trim();
  if (!isIntegrationOn(clientId) || !isIntegrationOn(cookieName)) return null;
  if (!CLIENT_ID.test(clientId) || !COOKIE_NAME.test(cookieName)) return null;
  const slotId = env.NEXT_PUBLIC_AD_SLOT_ID?.trim();
  return { clientId, cookieName, ...(slotId && SLOT_ID.test(slotId) ? { slotId } : {}) };
}

/**
 * The build's ad configuration. `process.env.NEXT_PUBLIC_*` must be spelled out for the build to
 * inline the values into browser code.
 */
export function siteAdsConfig(): AdsConfig | null {
  return adsConfigFromEnv({
    NEXT_PUBLIC_AD_CLIENT_ID: process.env.NEXT_PUBLIC_AD_CLIENT_ID,
    NEXT_PUBLIC_AD_COOKIE_NAME: process.env.NEXT_PUBLIC_AD_COOKIE_NAME,
    NEXT_PUBLIC_AD_SLOT_ID: process.env.NEXT_PUBLIC_AD_SLOT_ID,
  });
}

/** What the ads decision depends on. */
export interface AdsDecisionInput {
  /** The ad configuration (null: not configured). */
  readonly config: AdsConfig | null;
  /** The visitor's consent: true, false, or null when not (yet) known. */
  readonly consent: boolean | null;
  /** The visitor's plan is ad-free (premium; lib/premium/plan-hint.ts). */
  readonly adFree?: boolean;
}

/**
 * Whether ads show: configured, consented to, and not an ad-free (premium) visitor, so every slot
 * and the script loader follow the plan at once.
 */
export function adsEnabled(input: AdsDecisionInput): boolean {
  return input.config !== null && input.consent === true && input.adFree !== true;
}

/** The ad script's URL for a client id. */
export function adScriptUrl(clientId: string): string {
  return `${AD_SCRIPT_ORIGIN}/pagead/js/adsbygoogle.js?client=${encodeURIComponent(clientId)}`;
}

/** The consent cookie's `document.cookie` assignment (a year, whole site, first party). */
export function adConsentCookie(cookieName: string, consent: boolean, secure: boolean): string {
  return `${cookieName}=${consent ? "1" : "0"}; Path=/; Max-Age=31536000; SameSite=Lax${secure ? "; Secure" : ""}`;
}

/**
 * The inline script, run before first paint on pages with ad slots: marks `<html>` with
 * {@link ADS_ATTRIBUTE} when consent is stored, so the slots' reserved space is in the first
 * layout and nothing moves when the ad arrives. Any error (storage blocked) leaves ads off.
 *
 * @param consentKey the localStorage key of the consent flag
 */
export function adsPrepaintScript(consentKey: string): string {
  return `(function(){try{if(localStorage.getItem(${JSON.stringify(consentKey)})==="true"&&!${AD_FREE_PREPAINT_TEST})document.documentElement.setAttribute(${JSON.stringify(ADS_ATTRIBUTE)},"on")}catch(e){}})();`;
}
