import { IntentLink } from "@/components/layout/intent-link";

/** A page of the site that does not exist (notFound() in a page): shown in the site's chrome. */
export default function NotFound() {
  return (
    <div className="container prose">
      <h1>Page not found</h1>
      <p>We could not find that page. It may have moved, or the address may have a typo.</p>
      <p>
        <IntentLink className="button" href="/menu/">
          Browse all calculators
        </IntentLink>
      </p>
      <p>
        Or go back to the <IntentLink href="/">home page</IntentLink>.
      </p>
    </div>
  );
}
