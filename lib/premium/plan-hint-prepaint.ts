/**
 * The plan hint's storage key and its before-first-paint test (pure: no DOM access at import,
 * so lib/ads.ts and next.config.ts may import it). See lib/premium/plan-hint.ts.
 */
import { REFRESH_TOKEN_KEY, TOKEN_KEY } from "../session/storage";

/** localStorage key of the hint: `{"adFree":true,"at":1764000000000}`. */
export const PLAN_HINT_KEY = "planHint";

/**
 * A JavaScript expression, inlined in the ads prepaint script: true when the stored hint says
 * ad-free and a session is stored. Any error (storage blocked, bad JSON) is false.
 */
export const AD_FREE_PREPAINT_TEST = `(function(){try{var s=localStorage,h=JSON.parse(s.getItem(${JSON.stringify(PLAN_HINT_KEY)})||"null");return !!(h&&h.adFree===true&&(s.getItem(${JSON.stringify(TOKEN_KEY)})||s.getItem(${JSON.stringify(REFRESH_TOKEN_KEY)})))}catch(e){return false}})()`;
