import { renderToStaticMarkup } from "react-dom/server";

import { UsageChart } from "./usage-chart";

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
