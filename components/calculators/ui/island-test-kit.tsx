import { JSDOM } from "jsdom";
import type { ReactElement } from "react";
import { renderToString } from "react-dom/server";

/*
 * Test helper (imported by tests only): a calculator island end to end. The server HTML comes
 * from the island as Node renders it (its server branch renders the calculator's HTML); then, in
 * a browser-like document and a module registry of its own where `window` exists, the page's
 * tree hydrates, the island loads the calculator's chunk and hydrates that HTML as its own root.
 * It must keep every server node (no replacement) and report no hydration mismatch.
 */

const BROWSER_GLOBALS = [
  "window",
  "self",
  "document",
  "navigator",
  "localStorage",
  "location",
  "history",
  "HTMLElement",
  "HTMLInputElement",
  "HTMLSelectElement",
  "HTMLTextAreaElement",
  "HTMLIFrameElement",
  "Element",
  "Node",
  "Text",
  "Comment",
  "Event",
  "MutationObserver",
  "getComputedStyle",
] as const;

export interface IslandHydration {
  /** The island's server HTML. */
  html: string;
  /** Errors reported while hydrating (React's recoverable errors, console errors): none expected. */
  errors: unknown[];
  /** Whether every `[data-result]` node of the server HTML is still the one in the document. */
  keptNodes: boolean;
  /** `data-value` of every figure before and after hydration, by name. */
  before: Record<string, string | null>;
  after: Record<string, string | null>;
  /** Whether the calculator marked itself live (`data-ready`). */
  ready: boolean;
}

function figures(root: ParentNode): Record<string, string | null> {
  return Object.fromEntries([...root.querySelectorAll("[data-result]")].map((node) => [node.getAttribute("data-result"), node.getAttribute("data-value")]));
}

/**
 * Renders `server` to HTML, then hydrates it with the element `browser` returns (it must import
 * the island module itself, so that it loads in the browser-like registry).
 *
 * @param server the island, rendered by this (Node) test's modules
 * @param browser imports the island module and returns the same element
 * @param url the page's address in the browser-like document
 * @param beforeHydrate acts on the server HTML before anything hydrates (a visitor typing early)
 * @param visitor whether a visitor reaches for the island (a pointer over it), which wakes a
 *   calculator; without, it must stay the server's HTML unless the page shows saved inputs
 */
export async function hydrateIsland(
  server: ReactElement,
  browser: () => Promise<ReactElement>,
  url: string,
  beforeHydrate?: (container: HTMLElement) => void,
  visitor: "reaches" | "away" = "reaches",
): Promise<IslandHydration> {
  const html = renderToString(server);
  const dom = new JSDOM(`<!doctype html><html><body><div id="root">${html}</div></body></html>`, { url });
  const saved = new Map<string, unknown>();
  const globals = globalThis as Record<string, unknown>;
  for (const name of BROWSER_GLOBALS) {
    if (name in globals) saved.set(name, globals[name]);
    const value = (dom.window as unknown as Record<string, unknown>)[name];
    globals[name] = typeof value === "function" && name === "getComputedStyle" ? value.bind(dom.window) : value;
  }
  // Unmounted and closed before the globals go back: a timer the page left (Next's link
  // schedules one when the document has no IntersectionObserver) must not fire without `window`.
  let unmount = async () => {};
  try {
    const container = dom.window.document.getElementById("root");
    if (!container) throw new Error("The test document has no root.");
    const nodes = [...container.querySelectorAll("[data-result]")];
    const before = figures(container);
    beforeHydrate?.(container);
    const errors: unknown[] = [];
    // The island root reports mismatches through React's default handler (reportError,
    // else console.error): both are caught here.
    const consoleError = jest.spyOn(console, "error").mockImplementation((...args: unknown[]) => void errors.push(args));
    dom.window.addEventListener("error", (event) => void errors.push(event.error ?? event.message));
    await jest.isolateModulesAsync(async () => {
      const { act } = await import("react");
      const { hydrateRoot } = await import("react-dom/client");
      const element = await browser();
      globals.IS_REACT_ACT_ENVIRONMENT = true;
      await act(async () => {
        const root = hydrateRoot(container, element, { onRecoverableError: (error) => errors.push(error) });
        unmount = () =>
          act(async () => {
            root.unmount();
            // The island unmounts its own root on the next timer (island.tsx): let it.
            await new Promise((resolve) => setTimeout(resolve, 1));
          });
        // A pointer over the island (once its effect listens), the chunk (a dynamic import)
        // resolves, then the island's root hydrates.
        for (let i = 0; i < 100 && !container.querySelector("[data-ready]"); i++) {
          if (visitor === "reaches") container.firstElementChild?.dispatchEvent(new dom.window.Event("pointerover", { bubbles: true }));
          await new Promise((resolve) => setTimeout(resolve, 10));
        }
      });
    });
    consoleError.mockRestore();
    const after = [...container.querySelectorAll("[data-result]")];
    return {
      html,
      errors,
      keptNodes: after.length === nodes.length && after.every((node, i) => node === nodes[i]),
      before,
      after: figures(container),
      ready: container.querySelector("[data-ready]") !== null,
    };
  } finally {
    await unmount();
    dom.window.close();
    for (const name of BROWSER_GLOBALS) {
      if (saved.has(name)) globals[name] = saved.get(name);
      else delete globals[name];
    }
    delete globals.IS_REACT_ACT_ENVIRONMENT;
  }
}
