import { RETURN_UNLESS_SIGNED_IN } from "./stored-session-script";
import { TOKEN_KEY } from "./storage";

/** A request the script sends early: a part's first queries as Apollo sends them (lib/apollo/first-batches.ts). */
export interface EarlyRequestSpec {
  readonly uri: string;
  /** Every header but `authorization`, which the script adds from the stored token. */
  readonly headers: Readonly<Record<string, string>>;
  readonly body: string;
}

/** The page's first requests, and when not to send them (their variables would not be the client's). */
export interface EarlyRequests {
  readonly requests: readonly EarlyRequestSpec[];
  /** Address parameters any one of which changes the variables (a loan in the address). */
  readonly unlessParams?: readonly string[];
  /** localStorage keys any one of which, when stored, changes the variables (a stored loan). */
  readonly unlessStored?: readonly string[];
}

/** The global the script leaves its requests in, for Apollo's transport (lib/apollo/early-answers.ts). */
export const EARLY_ANSWERS_GLOBAL = "__hmhEarlyAnswers";

/** JSON is JavaScript; "<" escaped so no value can close the script element. */
function literal(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}

/**
 * The inline script that starts a signed-in page's work while the page's first-load scripts
 * download (docs/architecture.md, Signed-in pages). The session lives in localStorage, so only the
 * browser knows whether the visitor is signed in: with a stored token or refresh token (as
 * lib/session/session.ts reads them) the script
 * - adds a low-priority preload for each of `urls` (the page's Apollo and part chunks), which the
 *   page's `import()`s then find downloaded. Low priority: the page's first-load scripts (asked
 *   for as low-priority async scripts) are found first, in the head, and keep their place;
 * - with a stored access token, sends `early`'s requests (the part's first queries, exactly as
 *   Apollo will send them) with it, unless the address has an api key or one of the parameters,
 *   or one of the storage keys is stored, that would change them. Apollo's transport takes their
 *   answers instead of asking again (lib/apollo/early-answers.ts), so the queries no longer wait
 *   for the framework, Apollo and the part to have loaded and run.
 * Without a session it does nothing, and a signed-out visitor loads none of it. Any error (storage
 * blocked) leaves the page as rendered.
 */
export function signedInPreloadScript(urls: readonly string[], early?: EarlyRequests): string {
  const requests = early?.requests ?? [];
  const preload = `for(var i=0;i<u.length;i++){var l=document.createElement("link");l.setAttribute("rel","preload");l.setAttribute("as","script");l.setAttribute("href",u[i]);l.setAttribute("fetchpriority","low");document.head.appendChild(l)}`;
  if (requests.length === 0) return `(function(u){try{${RETURN_UNLESS_SIGNED_IN}${preload}}catch(e){}})(${literal(urls)});`;
  const send =
    `var t=f(${literal(TOKEN_KEY)});if(t===null)return;var q=new URLSearchParams(location.search);if(q.has("key"))return;` +
    `for(i=0;i<p.length;i++)if(q.has(p[i]))return;for(i=0;i<k.length;i++)if(s.getItem(k[i])!==null)return;` +
    `var a="Bearer "+t,e=[];for(i=0;i<r.length;i++){var h={},x=r[i];for(var n in x.headers)h[n]=x.headers[n];h.authorization=a;` +
    `var w=fetch(x.uri,{method:"POST",headers:h,body:x.body,credentials:"same-origin"});w.catch(function(){});` +
    `e.push({uri:x.uri,body:x.body,authorization:a,at:Date.now(),response:w})}window[${literal(EARLY_ANSWERS_GLOBAL)}]=e;`;
  return `(function(u,r,p,k){try{${RETURN_UNLESS_SIGNED_IN}${preload}${send}}catch(e){}})(${literal(urls)},${literal(requests)},${literal(early?.unlessParams ?? [])},${literal(early?.unlessStored ?? [])});`;
}
