import { REFRESH_TOKEN_KEY, TOKEN_KEY } from "./storage";

/**
 * The start of an inline script's body that needs a stored session (the page scripts that run
 * before the first paint: confirm-email-prepaint.ts, signed-in-preload.ts): it reads localStorage
 * as lib/session/session.ts does (a value blank or missing is none), keeps the reader as `s` and
 * `f(key)`, and returns from the enclosing function unless a token or a refresh token is stored.
 * Reading storage may throw (storage blocked): the enclosing script catches it.
 */
export const RETURN_UNLESS_SIGNED_IN = `var s=localStorage,f=function(k){var v=s.getItem(k);return v!==null&&v.trim()!==""?v:null};if(f(${JSON.stringify(
  TOKEN_KEY,
)})===null&&f(${JSON.stringify(REFRESH_TOKEN_KEY)})===null)return;`;
