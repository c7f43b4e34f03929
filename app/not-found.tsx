import Link from "next/link";

export default function NotFound() {
  return (
    <div className="container prose">
      <h1>Page not found</h1>
      <p>We could not find that page. It may have moved, or the address may have a typo.</p>
      <p>
        <Link className="button" href="/menu/">
          Browse all calculators
        </Link>
      </p>
      <p>
        Or go back to the <Link href="/">home page</Link>.
      </p>
    </div>
  );
}
