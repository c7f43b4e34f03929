"use client";

import { useEffect } from "react";
import { SiteLink } from "@/components/layout/site-link";

/** Shown when a page fails to render: the user can retry, and nothing they typed is lost. */
export default function ErrorPage({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <div className="container prose">
      <h1>Something went wrong</h1>
      <p>This page hit an unexpected error. Your calculator inputs are saved in your browser, so nothing is lost. Try again, or come back in a minute.</p>
      {error.digest ? <p className="field-hint">Reference: {error.digest}</p> : null}
      <p>
        <button type="button" className="button" onClick={reset}>
          Try again
        </button>{" "}
        <SiteLink href="/">Home page</SiteLink>
      </p>
    </div>
  );
}
