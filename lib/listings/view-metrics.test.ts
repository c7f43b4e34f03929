import { gtagScriptUrl, reportListingView, viewItemParams, type MetricsWindow, type ViewedListing } from "./view-metrics";

const listing: ViewedListing = {
  hashid: "k3Xy9",
  name: "12 Oak St, Austin, TX 78701",
  listPrice: 450000,
  propertyType: "Residential",
  city: "Austin",
  stateOrProvince: "TX",
};

/** A window with a real command queue and a document that records the scripts added. */
function fakeWindow() {
  const scripts: { async: boolean; src: string }[] = [];
  const win: MetricsWindow = {
    document: {
      head: { appendChild: (node: unknown) => scripts.push(node as { async: boolean; src: string }) },
      createElement: () => ({ async: false, src: "" }),
    },
  };
  const commands = () => (win.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));
  return { win, scripts, commands };
}

describe("reportListingView", () => {
  it("sends nothing without consent", () => {
    const { win, scripts } = fakeWindow();
    expect(reportListingView(listing, { consent: null, metricsId: "G-LIST1", win })).toBe(false);
    expect(reportListingView(listing, { consent: false, metricsId: "G-LIST1", win })).toBe(false);
    expect(win.dataLayer).toBeUndefined();
    expect(scripts).toHaveLength(0);
  });

  it.each([undefined, "", "  ", "off"])("sends nothing when the metrics id is %p", (metricsId) => {
    const { win, scripts } = fakeWindow();
    expect(reportListingView(listing, { consent: true, metricsId, win })).toBe(false);
    expect(win.dataLayer).toBeUndefined();
    expect(scripts).toHaveLength(0);
  });

  it("with consent and an id, loads gtag.js once and sends one view_item per view to that id", () => {
    const { win, scripts, commands } = fakeWindow();
    expect(reportListingView(listing, { consent: true, metricsId: "G-LIST1", win })).toBe(true);
    expect(scripts).toEqual([{ async: true, src: gtagScriptUrl("G-LIST1") }]);
    const sent = commands();
    expect(sent[0]?.[0]).toBe("js");
    expect(sent[1]).toEqual(["config", "G-LIST1", { send_page_view: false }]);
    expect(sent[2]).toEqual(["event", "view_item", viewItemParams(listing, "G-LIST1")]);
    expect(sent).toHaveLength(3);

    // A second listing: no second loader or config, one more event.
    reportListingView({ ...listing, hashid: "other" }, { consent: true, metricsId: "G-LIST1", win });
    expect(scripts).toHaveLength(1);
    expect(commands().filter((c) => c[0] === "event")).toHaveLength(2);
  });

  it("describes the listing as a GA4 item", () => {
    expect(viewItemParams(listing, "G-LIST1")).toEqual({
      send_to: "G-LIST1",
      currency: "USD",
      value: 450000,
      items: [
        {
          item_id: "k3Xy9",
          item_name: "12 Oak St, Austin, TX 78701",
          item_category: "Residential",
          item_category2: "TX",
          item_category3: "Austin",
          price: 450000,
          quantity: 1,
        },
      ],
    });
  });

  it("uses an existing gtag (the site's GA4) rather than replacing it", () => {
    const { win } = fakeWindow();
    const calls: unknown[][] = [];
    win.gtag = (...args: unknown[]) => void calls.push(args);
    reportListingView(listing, { consent: true, metricsId: "G-LIST1", win });
    expect(calls.map((c) => c[0])).toEqual(["js", "config", "event"]);
  });
});
