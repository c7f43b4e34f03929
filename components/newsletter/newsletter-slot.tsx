"use client";

import { createElement, lazy, Suspense, useEffect, useRef, useState, type ReactNode } from "react";

import { whenChromeExtrasMayLoad } from "@/lib/browser/chrome-extras";
import { whenIdle } from "@/lib/browser/idle";

import type { NewsletterFormProps } from "./newsletter-form";
// The form's styles with the page's CSS, not with its lazily loaded code: no unstyled flash, and
// no stylesheet added after the first paint (the form's field parts use the lead forms' styles).
import "../leads/lead-form.module.css";
import "./newsletter-form.module.css";

const NewsletterForm = lazy(async () => ({ default: (await import("./newsletter-form")).NewsletterForm }));

/**
 * The form for browsers without JavaScript, rendered by the server only. The build replaces
 * `typeof window` with a constant, so the browser bundle never follows the require.
 */
function formWithoutScript(props: NewsletterFormProps): ReactNode {
  // The require inside the branch: webpack drops a constant-false branch, not the code after an early return.
  if (typeof window === "undefined") {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- server only (see above): a static import would put the form in every page's first-load JS
    const { NewsletterForm: Form } = require("./newsletter-form") as typeof import("./newsletter-form");
    return createElement(Form, props);
  }
  return null;
}

/**
 * The newsletter form, loaded after the page rather than with it: it sits in every footer, below
 * the fold, and its code was a fifth of the site's own first-load JS (docs/architecture.md, First-load JavaScript budgets). Without
 * JavaScript the server's form is in a `<noscript>` (a plain POST, the outcome on the page); with
 * it, the form's code loads when the form comes near the viewport or the browser is first idle
 * (and, on a page that holds the chrome's extras, its content is in: lib/browser/chrome-extras.ts),
 * and the form is rendered then. Not a Suspense boundary around server HTML: React streams a
 * large page's boundaries out of order, shown by a script, and a boundary left dehydrated makes
 * client navigations wait for it.
 */
export function NewsletterSlot(props: NewsletterFormProps) {
  const box = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const show = () => setShown(true);
    const element = box.current;
    if (!element || typeof IntersectionObserver === "undefined" || typeof requestIdleCallback === "undefined") {
      show();
      return;
    }
    let cancelWait: () => void = () => undefined;
    const cancelIdle = whenIdle(() => (cancelWait = whenChromeExtrasMayLoad(show)), 3000);
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && show(), { rootMargin: "200px" });
    observer.observe(element);
    return () => {
      cancelIdle();
      cancelWait();
      observer.disconnect();
    };
  }, []);
  return (
    <div ref={box}>
      <noscript>{formWithoutScript(props)}</noscript>
      {shown ? (
        <Suspense fallback={null}>
          <NewsletterForm {...props} />
        </Suspense>
      ) : null}
    </div>
  );
}
