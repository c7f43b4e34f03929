import { hydrateIsland } from "@/components/calculators/ui/island-test-kit";

import { initialExtras } from "../extras/extra-fields";
import { DOWN_PAYMENT_SPEC } from "./down-payment-defaults";
import { DownPaymentIsland } from "./down-payment-island";

describe("DownPaymentIsland", () => {
  it("server-renders every figure, then hydrates that HTML in place", async () => {
    const props = { scenario: null, initial: initialExtras(DOWN_PAYMENT_SPEC), fromLink: false };
    const result = await hydrateIsland(
      <DownPaymentIsland {...props} />,
      async () => {
        const browser = await import("./down-payment-island");
        return <browser.DownPaymentIsland {...props} />;
      },
      "http://localhost/down-payment-calculator/",
    );
    expect(result.html).toContain('data-result="cashToClose"');
    expect(result.ready).toBe(true);
    expect(result.errors).toEqual([]);
    expect(result.keptNodes).toBe(true);
    expect(result.after).toEqual(result.before);
  });
});
