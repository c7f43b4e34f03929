import { renderToString } from "react-dom/server";
import { JSDOM } from "jsdom";

import { locationStart } from "@/components/calculators/location/location-data";

import { PaymentIsland as ServerIsland } from "./payment-island";

/*
 * The island end to end: server HTML (this file runs in Node, where the island renders the
 * calculator itself), then a browser-like document where the island's lazy branch loads the
 * calculator's chunk and hydrates that HTML. It must keep the server's nodes (no replacement:
 * that was the 2-3 s of Lighthouse blocking time) and report no hydration mismatch.
 */

const PROPS = { calcType: "conventional", scenario: null, path: "/mortgage-calculator/", location: locationStart("CA") } as const;


const BROWSER_GLOBALS = ["window", "document", "navigator", "localStorage", "location", "history", "HTMLElement", "HTMLInputElement", "HTMLSelectElement", "HTMLIFrameElement", "Element", "Node", "Text", "Comment", "Event", "MutationObserver", "getComputedStyle"] as const;

describe("PaymentIsland", () => {
  const saved = new Map<string, unknown>();
  afterEach(() => {
    for (const name of BROWSER_GLOBALS) {
      if (saved.has(name)) Object.assign(globalThis, { [name]: saved.get(name) });
      else delete (globalThis as Record<string, unknown>)[name];
    }
    saved.clear();
  });

  it("server-renders every figure, then hydrates that HTML in place once its chunk loads", async () => {
    // Imported at the top of this file, in Node: the island's server branch.
    const html = renderToString(<ServerIsland {...PROPS} />);
    expect(html).toContain('data-result="monthlyPayment"');
    expect(html).toContain("Amortization schedule by year");

    const dom = new JSDOM(`<!doctype html><html><body><div id="root">${html}</div></body></html>`, { url: "http://localhost/mortgage-calculator/" });
    for (const name of BROWSER_GLOBALS) {
      if (name in globalThis) saved.set(name, (globalThis as Record<string, unknown>)[name]);
      const value = (dom.window as unknown as Record<string, unknown>)[name];
      Object.assign(globalThis, { [name]: typeof value === "function" && name === "getComputedStyle" ? value.bind(dom.window) : value });
    }
    const container = dom.window.document.getElementById("root");
    if (!container) throw new Error("no root");
    const before = [...container.querySelectorAll("[data-result]")];
    const payment = container.querySelector('[data-result="monthlyPayment"]')?.getAttribute("data-value");

    const errors: unknown[] = [];
    // A module registry of its own, where `window` exists: the island takes its browser branch.
    await jest.isolateModulesAsync(async () => {
      const { act } = await import("react");
      const { hydrateRoot } = await import("react-dom/client");
      const { PaymentIsland } = await import("./payment-island");
      Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });
      await act(async () => {
        hydrateRoot(container, <PaymentIsland {...PROPS} />, { onRecoverableError: (error) => errors.push(error) });
        // The chunk (a dynamic import) resolves, then React hydrates the boundary.
        for (let i = 0; i < 50 && !container.querySelector("[data-ready]"); i++) await new Promise((resolve) => setTimeout(resolve, 10));
      });
    });

    expect(container.querySelector("[data-calculator][data-ready]")).not.toBeNull();
    expect(errors).toEqual([]);
    const after = [...container.querySelectorAll("[data-result]")];
    expect(after.length).toBe(before.length);
    expect(after.every((node, i) => node === before[i])).toBe(true);
    expect(container.querySelector('[data-result="monthlyPayment"]')?.getAttribute("data-value")).toBe(payment);
  });
});
