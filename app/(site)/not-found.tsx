/* eslint-disable @next/next/no-html-link-for-pages -- plain links on purpose: this boundary must carry
   no client code (see below); a full page load from a 404 costs nothing that matters. */

/**
 * A page of the site that does not exist (notFound() in a page): shown in the site's chrome.
 * Free of client code, like app/not-found.tsx: the (site) layout's not-found boundary is in every
 * page's payload, so a client component here is loaded by every page. And Next's client reference
 * manifest puts the (site) layout, this boundary and the home page in one group (route groups left
 * out) and merges their entries in build order: a client component used here and on the home page
 * could map to the home page's chunk, loaded then by every page.
 */
export default function NotFound() {
  return (
    <div className="container prose">
      <h1>Page not found</h1>
      <p>We could not find that page. It may have moved, or the address may have a typo.</p>
      <p>
        <a className="button" href="/menu/">
          Browse all calculators
        </a>
      </p>
      <p>
        Or go back to the <a href="/">home page</a>.
      </p>
    </div>
  );
}
