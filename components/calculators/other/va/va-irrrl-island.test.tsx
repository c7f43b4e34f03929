import { hydrateIsland } from "@/components/calculators/ui/island-test-kit";

import { initialExtras } from "../extras/extra-fields";
import { VA_IRRRL_SPEC } from "./va-irrrl-spec";
import { VaIrrrlIsland } from "./va-irrrl-island";

describe("VaIrrrlIsland", () => {
  it("server-renders every figure, then hydrates that HTML in place", async () => {
    const props = { scenario: null, initial: initialExtras(VA_IRRRL_SPEC), fromLink: false };
    const result = await hydrateIsland(
      <VaIrrrlIsland {...props} />,
      async () => {
        const browser = await import("./va-irrrl-island");
        return <browser.VaIrrrlIsland {...props} />;
      },
      "http://localhost/va-irrrl-calculator/",
    );
    expect(result.html).toContain('data-result="recoupmentMonths"');
    expect(result.ready).toBe(true);
    expect(result.errors).toEqual([]);
    expect(result.keptNodes).toBe(true);
    expect(result.after).toEqual(result.before);
  });
});
