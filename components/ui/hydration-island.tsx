"use client";

import { startTransition, useEffect, useRef, type ComponentType, type ReactNode } from "react";
import { createRoot, hydrateRoot, type Root } from "react-dom/client";

import { recordEarlyClicks, recordEarlyInput, replayEarlyClicks, replayEarlyInput } from "./replay-early-input";
import { wakeOnIntent } from "./wake-on-intent";

/*
 * Islands: a part of a page (a calculator, a lead form) that is a chunk of its own, outside the
 * page's first-load JavaScript, whose server HTML is hydrated in place, never replaced. The
 * calculators (components/calculators/ui/island.tsx) and the lead forms
 * (components/leads/lead-form-island.tsx) are built on this.
 *
 * Why in place: replacing server-rendered results with freshly rendered nodes once a chunk
 * arrived rewrote hundreds of DOM nodes in one commit; Lighthouse records every DOM invalidation
 * with a stack trace, and that commit alone measured 2-3 s of Total Blocking Time on the payment
 * calculators (mobile, 4x CPU slowdown). Hydrating the same markup touches almost no nodes.
 *
 * Why a root of its own rather than a Suspense boundary around a React.lazy calculator: React
 * 19.3's server renderer streams any boundary over 500 bytes out of order once the page's shell
 * passes 12.8 KB (a hidden <div> that an inline script moves into place), so without JavaScript
 * the calculator, its figures and its GET form stayed hidden.
 *
 * How: on the server the page's island module renders the calculator itself inside the island's
 * <div>, inline in the page's HTML. In the browser the page's React tree hydrates that <div> but
 * not its content (dangerouslySetInnerHTML: React leaves the children alone); once the
 * calculator's chunk has loaded, the content is hydrated as a React root of its own, in a
 * transition (time-sliced). Ids must not come from useId (the tree paths differ between the
 * page's render and the island's root): fields derive theirs from their names (field-id.ts).
 * A part may wait for the visitor (`wake: "intent"`, wake-on-intent.ts): its chunk is then
 * neither loaded nor evaluated, and its HTML not hydrated, until a pointer, a focus or a finger
 * reaches it, unless `wakeNow` says this visit needs it live at once.
 * After a client-side navigation there is no server HTML: the root renders a loading line,
 * then the part. A part may also decline its server HTML (`hydrates`): that HTML then stays as
 * the server rendered it, e.g. a form that works as a plain POST.
 */

const NO_HTML = { __html: "" };

/**
 * The root of an island's tree: once its first commit (the hydration) is done, what the visitor
 * typed into the server's HTML (`typedInto`, null when there was none) goes to the part
 * (replay-early-input.ts). Read then, not before hydrating: a key typed while React hydrated the
 * field in its time slices reached neither React nor an earlier reading (the field showed it and
 * the payment did not, in 2 of 8 first edits at 4x CPU). No markup of its own.
 */
function Hydrated({ typedInto, clicks, children }: { typedInto: HTMLElement | null; clicks: readonly HTMLButtonElement[]; children: ReactNode }) {
  useEffect(() => {
    if (typedInto) replayEarlyInput(recordEarlyInput(typedInto));
    replayEarlyClicks(clicks);
  }, [typedInto, clicks]);
  return children;
}

// One root per island element. A cleanup schedules the unmount instead of running it, so an
// effect that runs again on the same element (React's development double run) keeps the root.
const roots = new WeakMap<HTMLElement, { root: Root; unmount: ReturnType<typeof setTimeout> | null }>();

/** Loads a module once per visit; a failed load is retried on the next call. */
export function onceLoader<M>(load: () => Promise<M>): () => Promise<M> {
  let pending: Promise<M> | null = null;
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = null;
      throw error;
    });
    return pending;
  };
}

export interface HydrationIslandProps<P extends object> {
  /** Server: the part itself (rendered into the page's HTML). Browser: null. */
  server: ComponentType<P> | null;
  /** Loads the part's chunk and returns the part (browser). */
  load: () => Promise<ComponentType<P>>;
  /** The part's props, from the page. */
  props: P;
  /** Shown while the chunk loads after a client-side navigation (a module-level component). */
  loading: ComponentType;
  /** Stands in when the chunk could not be loaded after a client-side navigation (a module-level component). */
  unavailable: ComponentType;
  /**
   * Whether the server HTML in `container` may be hydrated (default: yes). When not, it stays as
   * the server rendered it and no chunk is loaded.
   */
  hydrates?: (container: HTMLElement) => boolean;
  /**
   * When the chunk loads and the server HTML hydrates: "load" as soon as the page has hydrated;
   * "intent" at the visitor's first intent on the island (wake-on-intent.ts). Default "load".
   */
  wake?: "load" | "intent";
  /** With `wake` "intent": whether this visit needs the part live at once (saved inputs to show). */
  wakeNow?: () => boolean;
}

/** An island (see the notes above). */
export function HydrationIsland<P extends object>({
  server: Server,
  load,
  props,
  loading: Loading,
  unavailable: Unavailable,
  hydrates,
  wake = "load",
  wakeNow,
}: HydrationIslandProps<P>): ReactNode {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const container = ref.current;
    if (!container) return;
    let active = true;
    let entry = roots.get(container) ?? null;
    if (entry?.unmount) {
      clearTimeout(entry.unmount);
      entry.unmount = null;
    }
    if (!entry && !container.hasChildNodes()) {
      // A client-side navigation: nothing to hydrate.
      entry = { root: createRoot(container), unmount: null };
      roots.set(container, entry);
      entry.root.render(<Loading />);
    } else if (!entry && hydrates && !hydrates(container)) {
      // The part declined its server HTML: it stays as it is.
      return;
    }
    const start = () => {
      // From the intent on: a button pressed before the part is live is pressed again once it is.
      const stopClicks = entry ? () => [] : recordEarlyClicks(container);
      return load().then(
        (Part) => {
          const clicks = stopClicks();
          if (!active) return;
          const element = (
            <Hydrated typedInto={entry ? null : container} clicks={clicks}>
              <Part {...props} />
            </Hydrated>
          );
          // A transition: React hydrates (or renders) in time slices instead of one long task.
          startTransition(() => {
            if (entry) entry.root.render(element);
            else {
              entry = { root: hydrateRoot(container, element), unmount: null };
              roots.set(container, entry);
            }
          });
        },
        () => {
          // Offline before the chunk was ever cached. Server HTML stays as it is (its form still
          // works without JavaScript); a client-side navigation says what happened.
          stopClicks();
          if (active && entry) entry.root.render(<Unavailable />);
        },
      );
    };
    // A root made already (after a client-side navigation, or by an earlier run of this effect)
    // goes on at once; server HTML waits for the visitor when the part asks for that.
    let stopWaiting = () => {};
    if (entry || wake === "load" || wakeNow?.()) void start();
    else stopWaiting = wakeOnIntent(container, () => void start());
    return () => {
      active = false;
      stopWaiting();
      const current = roots.get(container);
      if (current)
        current.unmount = setTimeout(() => {
          roots.delete(container);
          current.root.unmount();
        }, 0);
    };
  }, [load, props, Loading, Unavailable, hydrates, wake, wakeNow]);
  if (Server)
    return (
      <div data-island="">
        <Server {...props} />
      </div>
    );
  // In the browser the page's tree never renders the children: the server's HTML stays until the
  // island's own root hydrates it.
  return <div ref={ref} data-island="" suppressHydrationWarning dangerouslySetInnerHTML={NO_HTML} />;
}
