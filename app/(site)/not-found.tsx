/* eslint-disable @next/next/no-html-link-for-pages -- plain links on purpose: this boundary must carry no
   client code (see below); a full page load from a 404 costs nothing that matters. */

/**
 * A page of the site that does not exist (notFound() in a page): shown in the site's chrome.
 * Kept free of client components, as the root not-found page is: this boundary is in every site
 * page's tree, and Next gives a client module it references the chunks of this boundary's entry
 * in every page's manifest (flight-manifest-plugin: entries at the app's root are merged into all
 * pages). With IntentLink here, each page that did not itself use IntentLink loaded this
 * boundary's chunk (0.4 KB gzip) on top of the layout's, which already holds IntentLink.
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
