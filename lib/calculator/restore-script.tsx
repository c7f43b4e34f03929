import { SAVED_INPUTS_ATTRIBUTE } from "./saved-marker";
import { SCENARIO_PARAMS } from "./scenario";
import { CALCULATOR_STORAGE_KEY } from "./storage-keys";

/**
 * Attribute on `<html>` while saved inputs are being restored. The site's CSS hides result
 * figures meanwhile (`[data-calc-restoring] [data-result] { visibility: hidden }`), so a returning
 * visitor never sees the default numbers flash before their own.
 */
export const RESTORING_ATTRIBUTE = "data-calc-restoring";

/** The longest results may stay hidden, ms: if the app is slow to start, the defaults show. */
export const RESTORE_TIMEOUT_MS = 1000;

/** The CSS rule that hides results while restoring (for stylesheets that do not have it yet). */
export const RESTORING_CSS = `[${RESTORING_ATTRIBUTE}] [data-result]{visibility:hidden}`;

/**
 * The inline script, run before first paint: marks `<html>` as restoring when inputs are saved
 * and the address carries no scenario (a shared link renders exactly what it carries, so there
 * is nothing to wait for), and removes the mark after {@link RESTORE_TIMEOUT_MS} in any case.
 * Then it also sets {@link SAVED_INPUTS_ATTRIBUTE}, which stays.
 * Any error (storage blocked) leaves the page as rendered.
 */
export const CALCULATOR_RESTORE_SCRIPT = `(function(){try{var q=new URLSearchParams(location.search),p=${JSON.stringify(
  SCENARIO_PARAMS,
)};for(var i=0;i<p.length;i++)if(q.has(p[i]))return;if(!localStorage.getItem(${JSON.stringify(
  CALCULATOR_STORAGE_KEY,
)}))return;var d=document.documentElement,a=${JSON.stringify(
  RESTORING_ATTRIBUTE,
)};d.setAttribute(a,"");d.setAttribute(${JSON.stringify(SAVED_INPUTS_ATTRIBUTE)},"");setTimeout(function(){d.removeAttribute(a)},${RESTORE_TIMEOUT_MS})}catch(e){}})();`;

/**
 * Renders the restore script. Place it in a calculator page (or its layout) before the results,
 * from a Server Component, so it runs while the HTML is parsed. Add `suppressHydrationWarning`
 * to `<html>`: the script may add an attribute there before React hydrates. The production
 * server allows it by its hash, as every inline script of a page (docs/architecture.md,
 * Content-Security-Policy).
 */
export function CalculatorRestoreScript() {
  return <script dangerouslySetInnerHTML={{ __html: CALCULATOR_RESTORE_SCRIPT }} />;
}

/** Ends the restoring state (the provider calls it once saved inputs are in place). */
export function endRestoring(): void {
  if (typeof document !== "undefined") document.documentElement.removeAttribute(RESTORING_ATTRIBUTE);
}
