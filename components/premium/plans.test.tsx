import { renderToStaticMarkup } from "react-dom/server";

import { Plans } from "./plans";

describe("Plans", () => {
  test("payments off: says plainly that premium cannot be bought here right now, and offers no way to pay", () => {
    const html = renderToStaticMarkup(<Plans monthlyPrice={9} checkoutAvailable={false} canceled={false} />);
    expect(html).toContain("Premium cannot be bought on this site right now.");
    expect(html).not.toContain("Go premium");
    expect(html).not.toContain("billed monthly by Stripe");
    expect(html).not.toContain('data-checkout="start"');
  });

  test("payments on: Go premium with the button that starts checkout", () => {
    const html = renderToStaticMarkup(<Plans monthlyPrice={9} checkoutAvailable canceled={false} />);
    expect(html).toContain("Go premium");
    expect(html).toContain("billed monthly by Stripe");
    expect(html).toContain('data-checkout="start"');
    expect(html).not.toContain("cannot be bought");
  });
});
