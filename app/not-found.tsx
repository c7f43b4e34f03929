/* eslint-disable @next/next/no-html-link-for-pages -- plain links on purpose: this page must carry no
   client code (see below), and IntentLink/next/link are client components; a full page load from a
   404 costs nothing that matters. */
import { BrandMark } from "@/components/layout/brand-mark";
import { SITE_NAME } from "@/lib/routes";

// An address that matches no page. Rendered in the root layout, outside the site's chrome, and
// kept free of client code: Next preloads the root not-found page's scripts on every page,
// including the widget's frame, which must stay small.
export default function NotFound() {
  return (
    <>
      <header className="site-header">
        <div className="container site-header__bar">
          <a href="/" className="brand" aria-label={`${SITE_NAME} home`}>
            <BrandMark />
            <span>{SITE_NAME}</span>
          </a>
        </div>
      </header>
      <main id="main" className="container prose">
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
      </main>
    </>
  );
}
