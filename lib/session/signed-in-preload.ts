import { RETURN_UNLESS_SIGNED_IN } from "./stored-session-script";

/**
 * The inline script that asks for a signed-in page's deferred code while the page's first-load
 * scripts download (docs/architecture.md, Signed-in pages). The session lives in localStorage,
 * so only the browser knows whether the visitor is signed in: with a stored token or refresh
 * token (as lib/session/session.ts reads them) the script adds a low-priority preload for each of
 * `urls` (the page's Apollo and part chunks), which the page's `import()`s then find downloaded;
 * without one it does nothing, and a signed-out visitor loads none of it. Low priority: the
 * page's first-load scripts (asked for as low-priority async scripts) are found first, in the
 * head, and keep their place in the queue.
 * Any error (storage blocked) leaves the page as rendered.
 */
export function signedInPreloadScript(urls: readonly string[]): string {
  // JSON is JavaScript; "<" escaped so no URL can close the script element.
  const list = JSON.stringify(urls).replace(/</g, "\\u003c");
  return `(function(u){try{${RETURN_UNLESS_SIGNED_IN}for(var i=0;i<u.length;i++){var l=document.createElement("link");l.setAttribute("rel","preload");l.setAttribute("as","script");l.setAttribute("href",u[i]);l.setAttribute("fetchpriority","low");document.head.appendChild(l)}}catch(e){}})(${list});`;
}
