"use client";

import { lazy, Suspense, type ComponentType, type ReactNode } from "react";

import { holdChromeExtras } from "@/lib/browser/chrome-extras";
import { whenIdle } from "@/lib/browser/idle";
import { isSignedIn } from "@/lib/session/session";

import type { ApolloPart } from "./first-queries";

/**
 * An Apollo page's client part, with Apollo (client, cache, links, GraphQL) and the part's own
 * code in chunks that load after the page's first-load scripts, instead of among them.
 * The page's shell (header, search, account link) becomes interactive without waiting for
 * Apollo, and Apollo's evaluation is a task of its own rather than part of the first one
 * (first-load JS budget and Total Blocking Time: docs/architecture.md, First-load JavaScript budgets).
 *
 * For a visitor with a stored session, the chunks are asked for in the task after the page's
 * module is evaluated, so they download while React hydrates the page rather than after
 * it (docs/architecture.md, Signed-in pages); without one, only when the part first renders, so
 * a signed-out visitor never loads them. A part's first queries (`withFirstQueries`) are sent as
 * soon as the code is in, before the part renders; until their answers are in and the browser is
 * idle, the chrome's optional parts wait (lib/browser/chrome-extras.ts). `fallback` shows while
 * the code loads; rendered on the server, the part's HTML stays until its code is in, then
 * hydrates.
 */
export function deferredApolloApp(loadParts: () => Promise<ApolloPart[]>, fallback: ReactNode = null): ComponentType {
  let app: Promise<LoadedApp> | undefined;
  const loadApp = () => (app ??= loadApolloApp(loadParts));
  if (typeof window !== "undefined" && isSignedIn()) {
    const release = holdChromeExtras();
    // In a task after the module's: asking for a chunk inserts a script element, 5-10 ms each at
    // 4x CPU, and they were 10-80 ms of the task that evaluates the page's first-load scripts.
    setTimeout(
      () =>
        void loadApp()
          .then(({ answered }) => answered)
          .catch(() => undefined)
          // When the browser is next idle: once React has rendered the answers.
          .then(() => void whenIdle(release)),
      0,
    );
  }
  const App = lazy(loadApp);
  return function DeferredApolloApp() {
    return (
      <Suspense fallback={fallback}>
        <App />
      </Suspense>
    );
  };
}

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

/** The app for React.lazy, and when the parts' first queries have their answers. */
interface LoadedApp {
  readonly default: ComponentType;
  readonly answered: Promise<void>;
}

async function loadApolloApp(loadParts: () => Promise<ApolloPart[]>): Promise<LoadedApp> {
  // Apollo's chunks, then the parts' in the next task: the script elements of both at once were
  // a task of 130 ms at 4x CPU.
  // Named for the pages' preload script (lib/build/signed-in-chunks.ts).
  const provider = import(/* webpackChunkName: "signed-in-apollo" */ "./provider");
  await nextTask();
  const [{ ApolloAppProvider, startPartsFirstQueries }, parts] = await Promise.all([provider, loadParts()]);
  // The client is made in a task of its own (not the one that evaluated the last chunk), and each
  // first query is sent in one after it; their answers travel while React renders the parts,
  // which it starts once every query has started, so each part adopts its queries.
  await nextTask();
  const { answered } = await startPartsFirstQueries(parts);
  function ApolloApp() {
    return (
      <ApolloAppProvider>
        {parts.map((Part, index) => (
          <Part key={index} />
        ))}
      </ApolloAppProvider>
    );
  }
  return { default: ApolloApp, answered };
}
