/**
 * The ad script in the browser: added once, only when asked (after consent, when a slot nears
 * the viewport), and each ad unit requested once. Browser-only; called from effects.
 */
import { ADS_ATTRIBUTE, adConsentCookie, adScriptUrl, type AdsConfig } from "./ads";

type AdQueue = { push(options: Record<string, never>): void };

let scriptAdded = false;

/** Adds the ad script to the page once. */
export function loadAdScript(clientId: string): void {
  if (scriptAdded) return;
  scriptAdded = true;
  const script = document.createElement("script");
  script.async = true;
  script.crossOrigin = "anonymous";
  script.src = adScriptUrl(clientId);
  // A failed load leaves the reserved box empty; a later slot may try again.
  script.addEventListener("error", () => {
    scriptAdded = false;
    script.remove();
  });
  document.head.appendChild(script);
}

/** Requests an ad for one `<ins class="adsbygoogle">` (once per element), loading the script if needed. */
export function requestAd(unit: HTMLElement, clientId: string): void {
  if (unit.dataset.adRequested === "true") return;
  unit.dataset.adRequested = "true";
  // The service's queue: pushes made before its script arrives are served when it runs.
  const w = window as unknown as { adsbygoogle?: AdQueue };
  w.adsbygoogle ??= [] as unknown as AdQueue;
  w.adsbygoogle.push({});
  loadAdScript(clientId);
}

/**
 * Mirrors the visitor's answer where the ad service and the page's CSS read it: the consent
 * cookie (1 or 0) and the `<html>` attribute that reveals the slots' reserved space. An
 * unknown answer (null) changes nothing.
 */
export function syncAdConsent(config: AdsConfig, consent: boolean | null): void {
  if (consent === null) return;
  document.cookie = adConsentCookie(config.cookieName, consent, window.location.protocol === "https:");
  if (consent) document.documentElement.setAttribute(ADS_ATTRIBUTE, "on");
  else document.documentElement.removeAttribute(ADS_ATTRIBUTE);
}
