import { renderToStaticMarkup } from "react-dom/server";

import { UsageChart, usageDays } from "./usage-chart";

const days = (loads: number) => ["2026-11-25", "2026-11-26", "2026-11-27"].map((date, i) => ({ date, loads: i === 2 ? loads : 0, calculations: 0 }));

describe("UsageChart", () => {
  test("no use yet: says so instead of an empty chart, and still gives the zero totals", () => {
    const html = renderToStaticMarkup(<UsageChart usage={days(0)} name="Blog" />);
    expect(html).toContain("No use yet");
    expect(html).not.toContain("<svg");
    expect(html).toContain('data-usage-loads="0"');
    expect(html).toContain('data-usage-calculations="0"');
  });

  test("with use: the chart and the totals", () => {
    const html = renderToStaticMarkup(<UsageChart usage={days(4)} name="Blog" />);
    expect(html).toContain("<svg");
    expect(html).toContain('data-usage-loads="4"');
    expect(html).not.toContain("No use yet");
  });
});

describe("usageDays", () => {
  test("the API's parallel lists become one day each, in order", () => {
    const series = { __typename: "WidgetUsageSeries" as const, dates: ["2026-11-26", "2026-11-27"], loads: [3, 0], calculations: [1, 2] };
    expect(usageDays(series)).toEqual([
      { date: "2026-11-26", loads: 3, calculations: 1 },
      { date: "2026-11-27", loads: 0, calculations: 2 },
    ]);
  });
});
