/**
 * @jest-environment jsdom
 */
import { act, useState } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";

import { HydrationIsland } from "./hydration-island";

function Nothing() {
  return null;
}

/** A visitor who types into the field while React is hydrating it (during the island's render), once. */
const visitor = { typesWhileHydrating: false };

function typeNow(): void {
  visitor.typesWhileHydrating = false;
  const field = document.querySelector<HTMLInputElement>("input[name=price]");
  if (field) field.value = "420000";
}

function PriceField() {
  const [price, setPrice] = useState("500000");
  if (visitor.typesWhileHydrating) typeNow();
  return (
    <label>
      Price <input name="price" value={price} onChange={(event) => setPrice(event.target.value)} />
      <output data-result="price">{price}</output>
    </label>
  );
}

describe("HydrationIsland", () => {
  it("gives the part what was typed while it hydrated, not only before", async () => {
    const island = (server: typeof PriceField | null) => (
      <HydrationIsland server={server} load={async () => PriceField} props={{}} loading={Nothing} unavailable={Nothing} />
    );
    const root = document.createElement("div");
    root.innerHTML = renderToString(island(PriceField));
    document.body.appendChild(root);
    visitor.typesWhileHydrating = true;
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    await act(async () => {
      hydrateRoot(root, island(null));
      for (let i = 0; i < 50 && visitor.typesWhileHydrating; i++) await new Promise((resolve) => setTimeout(resolve, 10));
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(visitor.typesWhileHydrating).toBe(false);
    expect(root.querySelector("input")?.value).toBe("420000");
    expect(root.querySelector("output")?.textContent).toBe("420000");
  });
});
