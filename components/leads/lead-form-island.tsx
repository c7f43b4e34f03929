"use client";

import type { ComponentType } from "react";

import { HydrationIsland, onceLoader } from "@/components/ui/hydration-island";

import type { QuoteFormProps } from "./quote-form";
// In the page's first CSS: the server renders the form through a require() the browser build
// drops, so Next would not list its stylesheet (components/calculators/README.md, Its CSS).
import "./lead-form.module.css";

type QuoteFormModule = typeof import("./quote-form");

/** The lead form's chunk, fetched once per visit. */
const loadQuoteForm = onceLoader(() => import("./quote-form").then((module) => module.QuoteForm));

// The server renders the form itself; the browser bundle keeps only the loader (`typeof window`
// is a build-time constant), so the page's first load holds none of the form.
const server: ComponentType<QuoteFormProps> | null =
  typeof window === "undefined"
    ? // eslint-disable-next-line @typescript-eslint/no-require-imports -- server-only branch: a static import would put the form in the browser's first load.
      (require("./quote-form") as QuoteFormModule).QuoteForm
    : null;

function FormLoading() {
  return (
    <p className="notice" aria-busy="true">
      Loading the form…
    </p>
  );
}

function FormUnavailable() {
  return (
    <p className="notice notice-error" role="alert">
      The form could not load. Check your connection and reload the page.
    </p>
  );
}

/**
 * Only the form of a first visit is hydrated. One the server rendered after a plain POST (sent
 * before the page's JavaScript ran, or without it) shows that submission's values and errors,
 * which the form's state in the browser does not hold: it stays a plain form, which works.
 */
function freshForm(container: HTMLElement): boolean {
  return container.querySelector('form[data-attempt="0"]') !== null;
}

/**
 * A lead form (the quote request, an agent's contact form) as an island: in the page's HTML, a
 * form that posts without JavaScript, hydrated in place once its chunk has loaded, off the page's
 * first-load JavaScript (components/ui/hydration-island.tsx).
 */
export function LeadFormIsland(props: QuoteFormProps) {
  return <HydrationIsland server={server} load={loadQuoteForm} props={props} loading={FormLoading} unavailable={FormUnavailable} hydrates={freshForm} />;
}
