import { renderToStaticMarkup } from "react-dom/server";

import type { RateHistory } from "@/lib/rates/history";
import type { MarketRates } from "@/lib/rates/series";

import { parseRangeParam } from "@/lib/server/rates/load-rates-page";
import { RatesView } from "./rates-view";

// Synthetic index values (never real Optimal Blue figures).
const MARKET: MarketRates = {
  MORTGAGE30US: { seriesId: "MORTGAGE30US", date: "2026-09-24", ratePercent: 7.03 },
  MORTGAGE15US: { seriesId: "MORTGAGE15US", date: "2026-08-20", ratePercent: 5.95 },
  OBMMIC30YF: null,
  OBMMIC15YF: null,
  OBMMIFHA30YF: { seriesId: "OBMMIFHA30YF", date: "2026-11-20", ratePercent: 5.125 },
  OBMMIVA30YF: null,
  OBMMIUSDA30YF: null,
  OBMMIJUMBO30YF: null,
};

const HISTORY: RateHistory = {
  range: "1y",
  from: "2025-11-20",
  to: "2026-11-20",
  series: [
    {
      seriesId: "MORTGAGE30US",
      points: [
        { date: "2026-09-17", ratePercent: 6.95 },
        { date: "2026-09-24", ratePercent: 7.03 },
      ],
    },
    {
      seriesId: "OBMMIFHA30YF",
      points: [
        { date: "2026-11-19", ratePercent: 5.1 },
        { date: "2026-11-20", ratePercent: 5.125 },
      ],
    },
  ],
};

function render(overrides: Partial<Parameters<typeof RatesView>[0]> = {}) {
  return renderToStaticMarkup(<RatesView market={MARKET} history={HISTORY} today="2026-11-26" rangeNotice={null} {...overrides} />);
}

describe("RatesView", () => {
  test("PMMS figures with their week, age and Freddie Mac's citation and copyright", () => {
    const html = render();
    expect(html).toContain('<data value="7.03" data-series="MORTGAGE30US" data-date="2026-09-24">7.03%</data>');
    expect(html).toContain('as of <time dateTime="2026-09-24">Sep 24, 2026</time>, 9 weeks ago');
    expect(html).toContain('<time dateTime="2026-08-20">Aug 20, 2026</time>, 3 months ago');
    expect(html).toContain("Freddie Mac, Primary Mortgage Market Survey®");
    expect(html).toContain("Copyright, 2016, Freddie Mac. Reprinted with permission.");
  });

  test("a figure's label names its week, never calling an old figure today's", () => {
    const html = render();
    expect(html).toContain('30-year fixed, week of <time dateTime="2026-09-24">Sep 24, 2026</time>');
    expect(html).toContain('15-year fixed, week of <time dateTime="2026-08-20">Aug 20, 2026</time>');
    expect(html).not.toMatch(/today&#x27;s|Today&#x27;s|this week/);
  });

  test("an index with data shows its figure and citation; one without data is not shown; no setup instructions", () => {
    const html = render();
    expect(html).toContain('<data value="5.125" data-series="OBMMIFHA30YF" data-date="2026-11-20">5.125%</data>');
    expect(html).toContain("Optimal Blue, 30-Year Fixed Rate FHA Mortgage Index [OBMMIFHA30YF], retrieved from FRED, Federal Reserve Bank of St. Louis.");
    for (const id of ["OBMMIC30YF", "OBMMIC15YF", "OBMMIVA30YF", "OBMMIUSDA30YF", "OBMMIJUMBO30YF"]) {
      expect(html).not.toContain(`data-series="${id}"`);
    }
    expect(html).not.toContain("No data on this site");
    expect(html).not.toContain("npm run");
    expect(html).not.toContain("README");
  });

  test("no index at all: the programs section is not shown", () => {
    const html = render({ market: { ...MARKET, OBMMIFHA30YF: null } });
    expect(html).not.toContain('id="programs-heading"');
    expect(html).toContain('id="pmms-heading"');
  });

  test("the your-rate spot comes right after the current figures", () => {
    const html = render({ yourRate: <p>estimate</p> });
    expect(html.indexOf('id="your-rate"')).toBeGreaterThan(html.indexOf('id="pmms-heading"'));
    expect(html.indexOf('id="your-rate"')).toBeLessThan(html.indexOf('id="programs-heading"'));
    expect(html).toContain('<section id="your-rate" aria-labelledby="your-rate-heading" class="yourRate"><p>estimate</p></section>');
  });

  test("history: range links with the current one marked, a weekly table newest first, the chart", () => {
    const html = render();
    // next/link in Jest drops the trailing slash that the site's trailingSlash config keeps.
    expect(html).toMatch(/href="\/rates\/?\?range=5y#history"/);
    expect(html).toMatch(/<a [^>]*aria-current="page"[^>]*>1 year<\/a>/);
    expect(html).toContain("<svg viewBox=");
    const rows = [...html.matchAll(/<th scope="row"><time dateTime="([\d-]+)">/g)].map((m) => m[1]);
    expect(rows).toEqual(["2026-11-26", "2026-11-19", "2026-09-24", "2026-09-17"]);
    expect(html).toContain("Week to Nov 26, 2026");
  });

  test("a bad range is said, and the default shown", () => {
    expect(parseRangeParam("5y")).toEqual({ range: "5y", notice: null });
    expect(parseRangeParam(undefined)).toEqual({ range: "1y", notice: null });
    const bad = parseRangeParam("10y");
    expect(bad.range).toBe("1y");
    expect(render({ rangeNotice: bad.notice })).toContain("“10y” is not a history range this page has (1y, 5y or all): showing 1 year.");
  });

  test("an empty database: rates are not available right now, with links to the calculators", () => {
    const empty = Object.fromEntries(Object.keys(MARKET).map((id) => [id, null])) as unknown as MarketRates;
    const html = render({ market: empty, history: { range: "1y", from: null, to: null, series: [] } });
    expect(html).not.toContain("<data ");
    expect(html).toContain("Mortgage rates are not available right now.");
    expect(html).toMatch(/href="\/mortgage-calculator\/?"/);
    expect(html).not.toContain('id="history"');
    expect(html).not.toContain('id="programs-heading"');
  });
});
